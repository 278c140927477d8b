import type { FastifyInstance } from 'fastify';
import { bibDesignApi } from '@dorsal/core';
import { apiRoute } from '../../../../lib/http/api-route.ts';
import { readImageUpload } from '../../../../lib/images.ts';
import type { CurrentUser } from '../../../accounts/current-user.ts';
import { bibBackgroundUpload } from './bib-background.ts';
import type { BibDesignService } from './bib-design.service.ts';

export function registerBibDesignRoutes(app: FastifyInstance, { designs, currentUser }: { designs: BibDesignService; currentUser: CurrentUser }) {
  apiRoute(app, bibDesignApi.get, async (request, reply) =>
    reply.header('cache-control', 'no-store').send({ bibDesign: await designs.get(await currentUser.required(request), request.params.id) }),
  );

  apiRoute(app, bibDesignApi.save, async (request) => ({ bibDesign: await designs.save(await currentUser.required(request), request.params.id, request.body) }));

  apiRoute(app, bibDesignApi.uploadImage, async (request) => {
    const user = await currentUser.required(request);
    return { bibDesign: await designs.uploadImage(user, request.params.id, await readImageUpload(request, bibBackgroundUpload)) };
  });

  apiRoute(app, bibDesignApi.removeImage, async (request) => ({ bibDesign: await designs.removeImage(await currentUser.required(request), request.params.id) }));

  apiRoute(app, bibDesignApi.preview, async (request, reply) => {
    const { color, whiteBack } = request.query;
    const png = await designs.preview(await currentUser.required(request), request.params.id, {
      ...(color ? { color } : {}),
      ...(whiteBack ? { whiteBack: whiteBack === 'true' } : {}),
    });
    return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
  });
}

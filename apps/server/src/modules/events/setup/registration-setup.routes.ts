import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { CurrentUser } from '../../accounts/current-user.ts';
import type { RequireEventAccess } from '../event-access.ts';
import { createCurrenciesRepository } from './money/currencies.repository.ts';
import { registerCurrenciesRoutes } from './money/currencies.routes.ts';
import { createCurrenciesService } from './money/currencies.service.ts';
import type { EventSetupRepository } from './event/event-setup.repository.ts';
import { createFormFieldsRepository } from './form-fields/form-fields.repository.ts';
import { registerFormFieldsRoutes } from './form-fields/form-fields.routes.ts';
import { createFormFieldsService } from './form-fields/form-fields.service.ts';
import { createProductsRepository } from './products/products.repository.ts';
import { registerProductsRoutes } from './products/products.routes.ts';
import { createProductsService } from './products/products.service.ts';
import type { FileStorage } from '../../../adapters/storage/file-storage.ts';
import { createBibDesignRepository } from './bib-design/bib-design.repository.ts';
import { registerBibDesignRoutes } from './bib-design/bib-design.routes.ts';
import { createBibDesignService } from './bib-design/bib-design.service.ts';
import { registerEventImagesRoutes } from './images/event-images.routes.ts';
import { createEventImagesService } from './images/event-images.service.ts';

/** The registration's setup screens — Formulario, Productos, Monedas, Número digital — each its own service; and the images the event's pages show. */
export function registerRegistrationSetupRoutes(
  app: FastifyInstance,
  deps: { db: Db; setup: EventSetupRepository; storage: FileStorage; requireEventAccess: RequireEventAccess; currentUser: CurrentUser; onChanged: (eventId: number) => void },
) {
  const { db, setup, storage, requireEventAccess, currentUser, onChanged } = deps;
  const shared = { db, setup, requireEventAccess, onChanged };
  registerFormFieldsRoutes(app, { form: createFormFieldsService({ ...shared, fields: createFormFieldsRepository(db) }), currentUser });
  registerProductsRoutes(app, { products: createProductsService({ ...shared, storage, products: createProductsRepository(db) }), currentUser });
  registerCurrenciesRoutes(app, { currencies: createCurrenciesService({ ...shared, currencies: createCurrenciesRepository(db) }), currentUser });
  registerBibDesignRoutes(app, { designs: createBibDesignService({ ...shared, storage, designs: createBibDesignRepository(db) }), currentUser });
  registerEventImagesRoutes(app, { images: createEventImagesService({ db, setup, storage, requireEventAccess }), currentUser });
}

import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The zod type provider for every route and the OpenAPI document generated from the route contracts:
 * `/api/docs` (readable page) and `/api/docs/json`. Call before any route is registered.
 */
export async function registerApiContract(app: FastifyInstance, { publicUrl }: { publicUrl: string | undefined }): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dorsal API',
        version: '1.0.0',
        description:
          'API de Dorsal: eventos, resultados, inscripciones y pagos. Las respuestas de error son `{ error: { code, message, fields? } }` con el mensaje en español.',
      },
      ...(publicUrl ? { servers: [{ url: publicUrl }] } : {}),
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
          timingKey: { type: 'http', scheme: 'bearer', description: 'Clave de cronometraje del evento (Administrar eventos → Cronometraje)' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}

import { isDeepStrictEqual } from 'node:util';
import {
  fieldDefinitionsOf,
  formFieldSetupOf,
  formFieldSetupSchema,
  messages,
  type AccountView,
  type EventProductsSetup,
  type EventProductsView,
  type Product,
  type ProductView,
} from '@dorsal/core';
import type { FileStorage } from '../../../../adapters/storage/file-storage.ts';
import type { Db, DbExecutor } from '../../../../db/database.ts';
import { AppError } from '../../../../lib/errors.ts';
import type { RequireEventAccess } from '../../event-access.ts';
import type { EventSetupRepository } from '../event/event-setup.repository.ts';
import type { ProductsRepository } from './products.repository.ts';
import { isUploadedEventImage } from '../images/event-images.ts';

const t = messages.eventSetup.products;
type Modalities = Awaited<ReturnType<ProductsRepository['byModality']>>;

/** One entry per product code, in the order they first appear, with every modality that offers it. */
function productsView(modalities: Modalities): EventProductsView {
  const products = new Map<string, ProductView>();
  for (const modality of modalities) {
    for (const product of modality.products ?? []) {
      const known = products.get(product.code);
      if (known) {
        known.modalityCodes.push(modality.code);
        continue;
      }
      products.set(product.code, {
        code: product.code,
        name: product.name,
        description: product.description ?? '',
        unitCents: product.unitCents,
        maxQuantity: product.maxQuantity || null,
        color: product.color ?? null,
        hideInPublic: product.hideInPublic ?? false,
        modalityCodes: [modality.code],
        formFields: (product.formFields ?? []).filter((field) => field.type !== 'hidden').map((field) => formFieldSetupSchema.parse(formFieldSetupOf(field))),
        imageUrl: product.imageUrl ?? null,
      });
    }
  }
  return { products: [...products.values()], modalities: modalities.map(({ code, name }) => ({ code, name })) };
}

/**
 * 'Productos': the event's add-ons set up once and offered in the modalities chosen (stored per modality, as the
 * registration reads them). Saved whole in one transaction with an audit row. A product's image is one its upload
 * answered for this event or one a product of the event already has (an import's); left out, the product keeps the
 * image it had. Orders already placed keep their own lines.
 */
export function createProductsService(deps: {
  db: Db;
  products: ProductsRepository;
  setup: EventSetupRepository;
  storage: FileStorage;
  requireEventAccess: RequireEventAccess;
  onChanged?: (eventId: number) => void;
}) {
  async function read(eventId: number, executor?: DbExecutor) {
    return deps.products.byModality(eventId, executor);
  }

  return {
    async get(user: AccountView, eventId: number): Promise<EventProductsView> {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      return productsView(await read(eventId));
    },

    async save(user: AccountView, eventId: number, setup: EventProductsSetup): Promise<EventProductsView> {
      const view = await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const modalities = await read(eventId, trx);
        const codes = new Set(modalities.map((modality) => modality.code));
        setup.products.forEach((product, index) => {
          const unknown = product.modalityCodes.findIndex((code) => !codes.has(code));
          if (unknown >= 0) throw new AppError(400, 'validation', t.unknownModality, { [`products.${index}.modalityCodes`]: t.unknownModality });
        });
        const before = productsView(modalities);
        const images = new Map(before.products.map((product) => [product.code, product.imageUrl]));
        const imagesHad = new Set(images.values());
        setup.products.forEach(({ imageUrl }, index) => {
          if (imageUrl && !imagesHad.has(imageUrl) && !isUploadedEventImage(deps.storage, imageUrl, 'product', eventId)) {
            throw new AppError(400, 'validation', t.badImage, { [`products.${index}.imageUrl`]: t.badImage });
          }
        });
        for (const modality of modalities) {
          const offered: Product[] = setup.products
            .filter((product) => product.modalityCodes.includes(modality.code))
            .map((product) => {
              const imageUrl = product.imageUrl === undefined ? images.get(product.code) : product.imageUrl;
              return {
                code: product.code,
                name: product.name,
                ...(product.description ? { description: product.description } : {}),
                unitCents: product.unitCents,
                maxQuantity: product.maxQuantity,
                ...(imageUrl ? { imageUrl } : {}),
                ...(product.color ? { color: product.color } : {}),
                ...(product.formFields.length > 0 ? { formFields: fieldDefinitionsOf(product.formFields) } : {}),
                ...(product.hideInPublic ? { hideInPublic: true } : {}),
              };
            });
          if (!isDeepStrictEqual(modality.products ?? [], offered)) await deps.products.replace(trx, eventId, modality.id, offered);
        }
        const after = productsView(await read(eventId, trx));
        if (!isDeepStrictEqual(before, after)) {
          await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'products', changes: { before: before.products, after: after.products } });
        }
        return after;
      });
      deps.onChanged?.(eventId);
      return view;
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;

import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { safeText } from '../validation/safe-text.ts';
import { uniqueKeys } from '../validation/unique-keys.ts';
import { eventFormViewSchema, formFieldSetupSchema } from './form-setup.schemas.ts';

const t = messages.eventSetup.products;
const required = messages.common.required;
const text = (max: number) => safeText({ error: required }).trim().max(max, messages.eventSetup.tooLong);


/**
 * An add-on sold with the inscription (productosAdicionales) as the organizer sets it up once for the event: which
 * modalities offer it, its price in peso centavos, units per registration, colour, its own form, point-of-sale only.
 */
export const productSetupSchema = z.object({
  code: safeText({ error: required }).trim().regex(/^[A-Za-z0-9_-]{1,30}$/, t.badCode),
  name: text(120).min(1, required),
  description: text(500),
  unitCents: z.number({ error: t.badPrice }).int(t.badPrice).min(0, t.badPrice).max(100_000_000, t.badPrice),
  /** null: no limit. */
  maxQuantity: z.number({ error: t.badMaxQuantity }).int(t.badMaxQuantity).min(1, t.badMaxQuantity).max(99, t.badMaxQuantity).nullable(),
  color: safeText().regex(/^#[0-9a-fA-F]{6}$/, t.badColor).nullable(),
  hideInPublic: z.boolean(),
  modalityCodes: z.array(safeText().trim().max(20)).min(1, t.noModality).max(100),
  formFields: z.array(formFieldSetupSchema).max(20, t.tooManyFields).superRefine(uniqueKeys('id', messages.eventSetup.form.idRepeated)),
  /**
   * The product's picture: an address its upload answered (or the one it already has); null takes it away. Left
   * out, the product keeps the image it had.
   */
  imageUrl: safeText().trim().max(1000).nullable().optional(),
});
export type ProductSetup = z.output<typeof productSetupSchema>;

export const eventProductsSetupSchema = z.object({
  products: z
    .array(productSetupSchema)
    .max(50, t.tooMany)
    .superRefine(uniqueKeys('code', t.codeRepeated)),
});
export type EventProductsSetup = z.output<typeof eventProductsSetupSchema>;

/** The products as the API answers them (plain data), with the image an import may have given them. */
export const eventProductsViewSchema = z.object({
  products: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      description: z.string(),
      unitCents: z.number().int(),
      maxQuantity: z.number().int().nullable(),
      color: z.string().nullable(),
      hideInPublic: z.boolean(),
      modalityCodes: z.array(z.string()),
      formFields: eventFormViewSchema.shape.fields,
      imageUrl: z.string().nullable(),
    }),
  ),
  /** The event's modalities to offer them in. */
  modalities: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type EventProductsView = z.infer<typeof eventProductsViewSchema>;
export type ProductView = EventProductsView['products'][number];

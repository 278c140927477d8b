import { z } from 'zod';
import { phoneSchema } from '../accounts/account.schema.ts';
import { branchSchema } from '../events/event.schemas.ts';
import { messages } from '../i18n/messages.ts';
import { NAME_MAX_LENGTH, registrantBirthDateSchema, registrantEmailSchema } from '../registration/registrant.schema.ts';
import { idParam, idParams } from '../validation/id-param.ts';
import { safeText } from '../validation/safe-text.ts';

const required = messages.common.required;
const name = safeText({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH, messages.account.maxLength);
const formValue = z.union([z.string(), z.number(), z.boolean()]);

/** Which registrations the list shows (spec: 1 'Inscripciones completas', 2 'Registros incompletos o borrados', 3 'Ver todos'). */
export const registrantFilters = ['complete', 'incomplete', 'all'] as const;
export type RegistrantFilter = (typeof registrantFilters)[number];

/** The list starts at 50 rows; 'Mostrar registros anteriores' asks for 200 more. */
export const REGISTRANTS_FIRST_PAGE = 50;
export const REGISTRANTS_MORE_PAGE = 200;

export const registrantsQuerySchema = z.object({
  filter: z.enum(registrantFilters).default('complete'),
  q: safeText().max(100).optional(),
  /** Keyset: rows older than this registration id. */
  before: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(REGISTRANTS_MORE_PAGE).default(REGISTRANTS_FIRST_PAGE),
});
export type RegistrantsQuery = z.infer<typeof registrantsQuerySchema>;

const registrantParamsBase = () => idParams.extend({ registrantId: idParam });
export const registrantParams = registrantParamsBase();

export const registrantProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  totalCents: z.number().int(),
  formValues: z.record(z.string(), formValue).nullable(),
});

/** One row of Ingresos (spec "Registrant list" columns). */
export const registrantRowSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  bib: z.number().int().nullable(),
  bibReleased: z.boolean(),
  deleted: z.boolean(),
  firstNames: z.string(),
  lastNames: z.string(),
  paternalSurname: z.string().nullable(),
  maternalSurname: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  birthDate: z.string(),
  modalityCode: z.string(),
  modalityName: z.string(),
  branch: branchSchema,
  categoryCode: z.string(),
  categoryName: z.string(),
  /** Who registered them: the account's name, or 'No registrado'. */
  registeredBy: z.string(),
  channel: z.enum(['online', 'point_of_sale']),
  chargeCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  state: z.enum(['pending_payment', 'confirmed', 'expired', 'canceled']),
  /** The spec's payment status text ('Pendiente de pago en OXXO', 'Pagado en OXXO', …). */
  status: z.string(),
  formValues: z.record(z.string(), formValue),
  products: z.array(registrantProductSchema),
  /** A relay's or team's other members (the registrant is member 1); [] for individuals. */
  team: z.array(z.object({ firstNames: z.string(), lastNames: z.string(), gender: branchSchema })),
});
export type RegistrantRow = z.infer<typeof registrantRowSchema>;

const columnSchema = z.object({ id: z.string(), label: z.string() });

export const registrantColumnsSchema = z.object({
  separateSurnames: z.boolean(),
  /** The largest team size among the event's modalities (1: no relays): the reports add each other member's columns. */
  teamSize: z.number().int(),
  fields: z.array(columnSchema),
  products: z.array(z.object({ code: z.string(), name: z.string(), fields: z.array(columnSchema) })),
});
export type RegistrantColumns = z.infer<typeof registrantColumnsSchema>;

export const registrantsPageSchema = z.object({
  registrants: z.array(registrantRowSchema),
  /** Rows matching the filter and search (all pages), counted for the first page; null on the pages after it. */
  total: z.number().int().nullable(),
  hasMore: z.boolean(),
  columns: registrantColumnsSchema,
});
export type RegistrantsPage = z.infer<typeof registrantsPageSchema>;

export const registrantChangeSchema = z.object({
  id: z.number().int(),
  registrantId: z.number().int(),
  bib: z.number().int().nullable(),
  registrantName: z.string(),
  /** The spec's action code (1 Borrado … 20 Folio liberado); null for automatic entries (payments, expiry). */
  code: z.number().int().nullable(),
  action: z.string(),
  actionLabel: z.string(),
  description: z.string(),
  /** Who made it: the account's name, or 'Sistema'. */
  by: z.string(),
  at: z.string(),
});
export type RegistrantChange = z.infer<typeof registrantChangeSchema>;

export const registrantDetailSchema = z.object({
  registrant: registrantRowSchema,
  lines: z.array(z.object({ code: z.string(), name: z.string(), description: z.string(), quantity: z.number().int(), unitCents: z.number().int() })),
  payments: z.array(
    z.object({
      id: z.number().int(),
      /** The method's name ('Efectivo en OXXO'); `methodCode` is the method itself. */
      method: z.string(),
      methodCode: z.enum(['card', 'oxxo_cash', 'cash']),
      status: z.string(),
      statusLabel: z.string(),
      amountCents: z.number().int(),
      provider: z.string(),
      operationId: z.string().nullable(),
      card: z.string().nullable(),
      cashReference: z.string().nullable(),
      expiresAt: z.string().nullable(),
      paidAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  mails: z.array(z.object({ id: z.number().int(), type: z.number().int(), typeLabel: z.string(), subject: z.string(), to: z.string(), createdAt: z.string(), sentAt: z.string().nullable() })),
  changes: z.array(registrantChangeSchema),
  /** The additional fields of the registrant's form (to edit), in form order. */
  fields: z.array(z.object({ id: z.string(), label: z.string(), type: z.string(), required: z.boolean(), options: z.array(z.object({ label: z.string(), value: z.string() })) })),
  /** Where they may move: modalities with their categories. */
  modalities: z.array(z.object({ code: z.string(), name: z.string(), categories: z.array(z.object({ code: z.string(), name: z.string(), branch: branchSchema })) })),
  /** What the caller may do to this registrant. */
  can: z.object({ edit: z.boolean(), delete: z.boolean(), releaseBib: z.boolean(), markPaid: z.boolean(), refund: z.boolean() }),
});
export type RegistrantDetail = z.infer<typeof registrantDetailSchema>;

/** Staff edit: any of the registrant's fields; the answer says 'No hubo cambios' when nothing differs. */
export const registrantEditSchema = z
  .object({
    firstNames: name,
    lastNames: name,
    paternalSurname: name,
    maternalSurname: name,
    email: registrantEmailSchema,
    phone: phoneSchema,
    birthDate: registrantBirthDateSchema,
    formValues: z.record(z.string(), z.unknown()),
    modalityCode: safeText().trim().min(1).max(50),
    branch: branchSchema,
    categoryCode: safeText().trim().min(1).max(50),
  })
  .partial();
export type RegistrantEdit = z.infer<typeof registrantEditSchema>;

export const registrantEditAnswerSchema = z.object({ message: z.string(), changed: z.boolean(), detail: registrantDetailSchema });

/** Staff record money taken or given back by hand: the reference of the ticket, receipt or transfer. */
export const paymentActionSchema = z.object({
  reference: safeText({ error: messages.registrants.dialog.referenceRequired }).trim().min(1, messages.registrants.dialog.referenceRequired).max(100),
});
export const paymentParams = registrantParamsBase().extend({ paymentId: idParam });

export const changeLogQuerySchema = z.object({ before: idParam.optional() });
export const changeLogPageSchema = z.object({ changes: z.array(registrantChangeSchema), hasMore: z.boolean() });

export const deletedBibsSchema = z.object({
  registrants: z.array(
    z.object({ id: z.number().int(), bib: z.number().int(), name: z.string(), modalityName: z.string(), deletedAt: z.string(), deletedBy: z.string() }),
  ),
});

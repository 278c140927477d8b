import { z } from 'zod';
import { genders } from '../accounts/account.schema.ts';
import { eventCardSchema } from '../events/event.schemas.ts';
import { fieldDefinitionSchema } from './form-fields.ts';
import { paymentMethods, paymentStates, registrationStates } from './registration-status.ts';

/** The answers of the registration API, as the server sends them and the web reads them (docs/api-registration.md). */

/** Money as integer cents beside its text: `{ cents: 53500, text: '$535.00 MXN' }`. */
export const moneyTextSchema = z.object({ cents: z.number().int(), text: z.string() });
export type MoneyText = z.infer<typeof moneyTextSchema>;

/** One amount in every offered currency: `{ MXN: { cents, text }, USD: … }`. */
export const pricesSchema = z.record(z.string(), moneyTextSchema);
export type Prices = z.infer<typeof pricesSchema>;

const formValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
const fieldsSchema = z.array(fieldDefinitionSchema);
const onlinePaymentMethodSchema = z.enum(['card', 'oxxo_cash']);
export type OnlinePaymentMethod = z.infer<typeof onlinePaymentMethodSchema>;
const providerKindSchema = z.enum(['sandbox', 'conekta']);

export const currencyOptionSchema = z.object({
  code: z.string(),
  kind: z.enum(['base', 'other']),
  rate: z.number(),
  label: z.string(),
  showMxnEquivalent: z.boolean(),
});
export type CurrencyOption = z.infer<typeof currencyOptionSchema>;

export const categoryOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  branch: z.enum(genders),
  minAge: z.number(),
  maxAge: z.number(),
  priceKey: z.string(),
  price: pricesSchema.nullable(),
});
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

export const productOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: pricesSchema,
  maxQuantity: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  color: z.string().nullable(),
  formFields: fieldsSchema,
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const modalityOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  open: z.boolean(),
  price: pricesSchema.nullable(),
  soldOut: z.boolean(),
  soldOutLabel: z.string().nullable(),
  /** 1: individual; 2–5: a relay or team whose other members the wizard asks for. */
  teamSize: z.number().int(),
  categories: z.array(categoryOptionSchema),
  formFields: fieldsSchema,
  hideEventFields: z.boolean(),
  products: z.array(productOptionSchema),
});
export type ModalityOption = z.infer<typeof modalityOptionSchema>;

export const cardTokenizerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sandbox') }),
  z.object({ kind: z.literal('conekta'), publicKey: z.string(), scriptUrl: z.string() }),
]);

export const registrationOptionsSchema = z.object({
  event: eventCardSchema.pick({ id: true, name: true, logoUrl: true, date: true, startTime: true, timeZone: true, place: true, city: true, isTest: true }).extend({
    privacyLink: z.string().nullable(),
    /** Who organizes it, with the organizer's colour (colorOrganizador) as the page's accent. */
    organizer: z.object({ name: z.string(), color: z.string().nullable() }).nullable(),
    analytics: z.object({ gaId: z.string().nullable(), facebookPixel: z.string().nullable() }),
  }),
  today: z.string(),
  /** Who the options are for: the public online, or staff at the point of sale (cash at the desk). */
  channel: z.enum(['online', 'point_of_sale']),
  separateSurnames: z.boolean(),
  ageAtEventDate: z.boolean(),
  lowerCategories: z.boolean(),
  commissionRate: z.number(),
  currencies: z.array(currencyOptionSchema),
  paymentMethods: z.array(onlinePaymentMethodSchema),
  formFields: fieldsSchema,
  modalities: z.array(modalityOptionSchema),
  /** 'sandbox' shows the test cards and 'Simular pago en OXXO'. */
  paymentProvider: providerKindSchema,
  /** What the card form tokenizes with: the in-page sandbox or Conekta.js with the public key. */
  cardTokenizer: cardTokenizerSchema,
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

export const orderLineViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unit: moneyTextSchema,
  total: moneyTextSchema,
  formValues: formValuesSchema.nullish(),
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

export const orderViewSchema = z.object({
  currency: z.string(),
  lines: z.array(orderLineViewSchema),
  subtotal: moneyTextSchema,
  discount: moneyTextSchema,
  commission: moneyTextSchema,
  total: moneyTextSchema,
  /** What the provider charges, always MXN. */
  charge: moneyTextSchema,
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const quoteAnswerSchema = z.object({
  order: orderViewSchema,
  discount: z.object({ applied: z.boolean(), message: z.string() }).nullable(),
  requiresPayment: z.boolean(),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

export const paymentViewSchema = z.object({
  status: z.enum(paymentStates),
  statusLabel: z.string(),
  method: z.enum(paymentMethods),
  methodLabel: z.string(),
  channel: z.string(),
  amountCents: z.number().int(),
  amount: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  paidAt: z.string().nullable(),
  operationId: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const cashSlipSchema = z.object({
  reference: z.string(),
  amountCents: z.number().int(),
  amount: z.string(),
  expiresAt: z.string(),
  expiresAtText: z.string(),
  validHours: z.number(),
  validity: z.string(),
  storeFee: z.string(),
  instructions: z.array(z.string()),
  mapsUrl: z.string(),
  mapsLabel: z.string(),
  barcodeUrl: z.string().nullable(),
});

const registrationStateSchema = z.enum(registrationStates);

/** The answer to POST …/registrations (first time and on every retry with the same key). */
export const registrationAnswerSchema = z.object({
  id: z.string(),
  eventId: z.number().int(),
  state: registrationStateSchema,
  type: z.number().int(),
  typeLabel: z.string(),
  message: z.string().nullable(),
  bib: z.number().int().nullable(),
  bibMessage: z.string().nullable(),
  firstNames: z.string(),
  modalityCode: z.string(),
  categoryCode: z.string(),
  total: z.object({ cents: z.number().int(), currency: z.string(), text: z.string() }),
  payment: paymentViewSchema,
  cashSlip: cashSlipSchema.nullable(),
  bibImageUrl: z.string(),
  pdfUrl: z.string(),
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** The confirmation document of a registration (GET /api/registrations/:id). */
export const confirmationSchema = z.object({
  id: z.string(),
  eventId: z.number().int(),
  type: z.number().int(),
  typeLabel: z.string(),
  state: registrationStateSchema,
  greeting: z.string(),
  name: z.string(),
  athlete: z.object({
    firstNames: z.string(),
    lastNames: z.string(),
    paternalSurname: z.string().nullable(),
    maternalSurname: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
    birthDate: z.string(),
    gender: z.enum(genders),
  }),
  event: eventCardSchema.pick({ id: true, name: true, logoUrl: true, date: true, startTime: true, place: true, city: true }),
  bib: z.number().int().nullable(),
  bibMessage: z.string().nullable(),
  releasedBib: z.number().int().nullable(),
  modality: z.object({ code: z.string(), name: z.string() }),
  branch: z.object({ code: z.string(), label: z.string() }),
  category: z.object({ code: z.string(), name: z.string() }),
  formValues: formValuesSchema.nullable(),
  order: orderViewSchema,
  payment: paymentViewSchema,
  cashSlip: cashSlipSchema.nullable(),
  waiver: z.object({ kind: z.enum(['adult', 'minor']), title: z.string(), paragraphs: z.array(z.string()), signatureLabel: z.string() }),
  trackingUrl: z.string(),
  trackingQrUrl: z.string().nullish(),
  bibImageUrl: z.string(),
  /** A relay or team, in order (the registering athlete first), each with their own digital bib; [] for individuals. */
  team: z.array(z.object({ position: z.number().int(), name: z.string(), gender: z.enum(genders), bibImageUrl: z.string() })),
  pdfUrl: z.string(),
  createdAt: z.string(),
  /** 'sandbox' shows the test cards and 'Simular pago en OXXO'. */
  paymentProvider: providerKindSchema,
});
export type Confirmation = z.infer<typeof confirmationSchema>;

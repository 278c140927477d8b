import type { CardTokenizer, CashSlipView, FieldDefinition, FormValues, Gender } from '@dorsal/core';

/** Shapes of the registration API (docs/api-registration.md). Money is integer cents beside its text. */
export interface MoneyText {
  cents: number;
  text: string;
}

/** One amount in every offered currency: `{ MXN: { cents, text }, USD: … }`. */
export type Prices = Record<string, MoneyText>;

export interface CurrencyOption {
  code: string;
  kind: 'base' | 'other';
  rate: number;
  label: string;
  showMxnEquivalent: boolean;
}

export type OnlinePaymentMethod = 'card' | 'oxxo_cash';

export interface CategoryOption {
  code: string;
  name: string;
  branch: Gender;
  minAge: number;
  maxAge: number;
  priceKey: string;
  price: Prices | null;
}

export interface ProductOption {
  code: string;
  name: string;
  description: string;
  price: Prices;
  maxQuantity: number | null;
  imageUrl: string | null;
  color: string | null;
  formFields: FieldDefinition[];
}

export interface ModalityOption {
  code: string;
  name: string;
  description: string;
  open: boolean;
  price: Prices | null;
  soldOut: boolean;
  soldOutLabel: string | null;
  categories: CategoryOption[];
  formFields: FieldDefinition[];
  hideEventFields: boolean;
  products: ProductOption[];
}

export interface RegistrationOptions {
  event: {
    id: number;
    name: string;
    logoUrl: string | null;
    date: string;
    startTime: string;
    timeZone: string;
    place: string;
    city: string;
    privacyLink: string | null;
    analytics: { gaId: string | null; facebookPixel: string | null };
  };
  today: string;
  separateSurnames: boolean;
  ageAtEventDate: boolean;
  lowerCategories: boolean;
  commissionRate: number;
  currencies: CurrencyOption[];
  paymentMethods: OnlinePaymentMethod[];
  formFields: FieldDefinition[];
  modalities: ModalityOption[];
  /** 'sandbox' shows the test cards and 'Simular pago en OXXO'. */
  paymentProvider: 'sandbox' | 'conekta';
  /** What the card form tokenizes with: the in-page sandbox or Conekta.js with the public key. */
  cardTokenizer: CardTokenizer;
}

export interface ProductChoice {
  code: string;
  quantity: number;
  fields?: FormValues;
}

export interface QuoteBody {
  modalityCode: string;
  categoryCode?: string;
  products?: ProductChoice[];
  discountCode?: string;
  currency?: string;
}

export interface OrderLineView {
  code: string;
  name: string;
  description: string;
  quantity: number;
  unit: MoneyText;
  total: MoneyText;
  formValues?: FormValues | null;
}

export interface OrderView {
  currency: string;
  lines: OrderLineView[];
  subtotal: MoneyText;
  discount: MoneyText;
  commission: MoneyText;
  total: MoneyText;
  /** What the provider charges, always MXN. */
  charge: MoneyText;
}

export interface QuoteAnswer {
  order: OrderView;
  discount: { applied: boolean; message: string } | null;
  requiresPayment: boolean;
}

export interface AthleteBody {
  firstNames: string;
  lastNames?: string;
  paternalSurname?: string;
  maternalSurname?: string;
  email: string;
  phone: string;
  birthDate: string;
  gender: Gender;
}

export type PaymentChoice = { method: 'card'; token: string } | { method: 'oxxo_cash' } | { method: 'none' };

export interface RegistrationBody {
  athlete: AthleteBody;
  modalityCode: string;
  categoryCode: string;
  fields: FormValues;
  products: ProductChoice[];
  discountCode?: string;
  currency: string;
  payment: PaymentChoice;
  tkl?: string;
}

export interface PaymentView {
  status: 'pending' | 'paid' | 'expired' | 'failed' | 'refund_due' | 'refunded';
  statusLabel: string;
  method: 'card' | 'oxxo_cash' | 'cash';
  methodLabel: string;
  channel: string;
  amountCents: number;
  amount: string;
  card: { brand: string; last4: string } | null;
  paidAt: string | null;
  operationId: string | null;
}

export type CashSlip = CashSlipView;

export interface RegistrationAnswer {
  id: string;
  eventId: number;
  state: 'pending_payment' | 'confirmed' | 'expired' | 'canceled';
  type: number;
  typeLabel: string;
  message: string | null;
  bib: number | null;
  bibMessage: string | null;
  firstNames: string;
  total: { cents: number; currency: string; text: string };
  payment: PaymentView;
  cashSlip: CashSlip | null;
  bibImageUrl: string;
  pdfUrl: string;
}

export interface Confirmation extends Omit<RegistrationAnswer, 'message' | 'firstNames' | 'total'> {
  greeting: string;
  name: string;
  athlete: AthleteBody & { paternalSurname: string | null; maternalSurname: string | null };
  event: { id: number; name: string; logoUrl: string | null; date: string; startTime: string; place: string; city: string };
  releasedBib: number | null;
  modality: { code: string; name: string };
  branch: { code: string; label: string };
  category: { code: string; name: string };
  formValues: FormValues | null;
  order: OrderView;
  waiver: { kind: 'adult' | 'minor'; title: string; paragraphs: string[]; signatureLabel: string };
  trackingUrl: string;
  /** 'sandbox' shows the test cards and 'Simular pago en OXXO'. */
  trackingQrUrl?: string | null;
  /** 'sandbox' shows the test cards and 'Simular pago en OXXO'. */
  paymentProvider: 'sandbox' | 'conekta';
  createdAt: string;
}

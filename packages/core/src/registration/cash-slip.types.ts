/** The cash-store voucher as the API sends it (server: modules/registration/confirmation/cash-slip.ts; web: the voucher). */
export interface CashSlipView {
  reference: string;
  amountCents: number;
  /** '$535.00 MXN'. */
  amount: string;
  expiresAt: string;
  expiresAtText: string;
  validHours: number;
  validity: string;
  storeFee: string;
  instructions: string[];
  mapsUrl: string;
  mapsLabel: string;
  barcodeUrl: string | null;
}

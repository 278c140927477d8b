/** Integer cents as "$1,234.50 MXN" (other currencies with their own symbol and code). */
export function formatMoney(cents: number, currency = 'MXN'): string {
  const amount = new Intl.NumberFormat('es-MX', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  return `${amount} ${currency}`;
}

/** "5512345678" as "55 1234 5678"; other lengths are returned without spaces. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return digits;
  return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
}

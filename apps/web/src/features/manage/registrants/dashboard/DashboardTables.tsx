import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { fill, messages, shareAsPercent, type RegistrantDashboard } from '@dorsal/core';
import { formatMoney } from '../../../../shared/formatting/numbers.ts';

const t = messages.registrants.dashboard;
const percent = (part: number, whole: number) => fill(t.percent, { value: String(shareAsPercent(part, whole)) });
const number = (value: number) => value.toLocaleString('es-MX');

/** Money by payment method: paid and pending, with each method's share of what was collected. */
export function PaymentTotalsTable({ payments }: { payments: RegistrantDashboard['payments'] }) {
  const paid = payments.reduce((sum, p) => sum + p.paidCents, 0);
  const total = payments.reduce(
    (sum, p) => ({ paidCount: sum.paidCount + p.paidCount, pendingCount: sum.pendingCount + p.pendingCount, pendingCents: sum.pendingCents + p.pendingCents }),
    { paidCount: 0, pendingCount: 0, pendingCents: 0 },
  );
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t.paymentsTitle}>
      <Table size="small" aria-label={t.paymentsTitle} data-testid="dashboard-payments">
        <TableHead>
          <TableRow>
            <TableCell>{t.method}</TableCell>
            <TableCell align="right">{t.paidCount}</TableCell>
            <TableCell align="right">{t.paidAmount}</TableCell>
            <TableCell align="right">{t.share}</TableCell>
            <TableCell align="right">{t.pendingCount}</TableCell>
            <TableCell align="right">{t.pendingAmount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((p) => (
            <TableRow key={p.method}>
              <TableCell>{p.label}</TableCell>
              <TableCell align="right">{number(p.paidCount)}</TableCell>
              <TableCell align="right">{formatMoney(p.paidCents)}</TableCell>
              <TableCell align="right">{percent(p.paidCents, paid)}</TableCell>
              <TableCell align="right">{number(p.pendingCount)}</TableCell>
              <TableCell align="right">{formatMoney(p.pendingCents)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700 } }}>
            <TableCell>{t.total}</TableCell>
            <TableCell align="right">{number(total.paidCount)}</TableCell>
            <TableCell align="right">{formatMoney(paid)}</TableCell>
            <TableCell align="right">{paid > 0 ? percent(paid, paid) : ''}</TableCell>
            <TableCell align="right">{number(total.pendingCount)}</TableCell>
            <TableCell align="right">{formatMoney(total.pendingCents)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Registrants per modality, then per branch and category within it. */
export function ModalityCountsTable({ modalities, total }: { modalities: RegistrantDashboard['modalities']; total: number }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t.modalitiesTitle}>
      <Table size="small" aria-label={t.modalitiesTitle} data-testid="dashboard-modalities">
        <TableHead>
          <TableRow>
            <TableCell>{t.modality}</TableCell>
            <TableCell>{t.category}</TableCell>
            <TableCell align="right">{t.count}</TableCell>
            <TableCell align="right">%</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {modalities.flatMap((modality) => [
            <TableRow key={modality.code} sx={{ '& td': { fontWeight: 700 } }}>
              <TableCell colSpan={2}>{modality.name}</TableCell>
              <TableCell align="right">{number(modality.count)}</TableCell>
              <TableCell align="right">{percent(modality.count, total)}</TableCell>
            </TableRow>,
            ...modality.categories.map((category) => (
              <TableRow key={`${modality.code}|${category.branch}|${category.code}`}>
                <TableCell />
                <TableCell>{`${category.name} · ${messages.registrants.branches[category.branch]}`}</TableCell>
                <TableCell align="right">{number(category.count)}</TableCell>
                <TableCell align="right">{percent(category.count, modality.count)}</TableCell>
              </TableRow>
            )),
          ])}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** How a field was answered: each value, how many, what share. */
export function ValuesTable({ label, values }: { label: string; values: Array<{ value: string; count: number }> }) {
  const total = values.reduce((sum, v) => sum + v.count, 0);
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t.value}</TableCell>
          <TableCell align="right">{t.count}</TableCell>
          <TableCell align="right">%</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {values.map((v) => (
          <TableRow key={v.value}>
            <TableCell>{v.value}</TableCell>
            <TableCell align="right">{number(v.count)}</TableCell>
            <TableCell align="right">{percent(v.count, total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ProductSalesTable({ products }: { products: RegistrantDashboard['products'] }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t.productsTitle}>
      <Table size="small" aria-label={t.productsTitle} data-testid="dashboard-products">
        <TableHead>
          <TableRow>
            <TableCell>{t.product}</TableCell>
            <TableCell align="right">{t.quantity}</TableCell>
            <TableCell align="right">{t.revenue}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((p) => (
            <TableRow key={p.code}>
              <TableCell>{p.name}</TableCell>
              <TableCell align="right">{number(p.quantity)}</TableCell>
              <TableCell align="right">{formatMoney(p.revenueCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

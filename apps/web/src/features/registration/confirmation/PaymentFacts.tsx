import { Stack } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { messages, fill } from '@dorsal/core';
import { formatDateTime } from '../../../shared/formatting/dates.ts';
import { OrderLines } from '../order/OrderLines.tsx';
import type { Confirmation } from '@dorsal/core';
import { FactList } from './FactList.tsx';
import { SectionCard } from './SectionCard.tsx';

const t = messages.registrationScreens.confirmation;

/** 'Detalle de compra' (lines and totals) and 'Pago' (status, method, card, date, operation). */
export function PaymentFacts({ confirmation }: { confirmation: Confirmation }) {
  const payment = confirmation.payment;
  return (
    <Stack spacing={2.5}>
      <SectionCard title={t.order} icon={<ReceiptLongIcon />}>
        <OrderLines order={confirmation.order} />
      </SectionCard>
      <SectionCard title={t.payment} icon={<PaymentsIcon />} testId="payment-facts">
        <FactList
          facts={[
            { label: t.status, value: payment.statusLabel, testId: 'payment-status' },
            { label: t.method, value: payment.methodLabel },
            { label: t.amount, value: payment.amount },
            { label: t.cardLabel, value: payment.card ? fill(t.card, { brand: payment.card.brand.toUpperCase(), last4: payment.card.last4 }) : null },
            { label: t.paidAt, value: payment.paidAt ? formatDateTime(payment.paidAt) : null },
            { label: t.operation, value: payment.operationId },
          ]}
        />
      </SectionCard>
    </Stack>
  );
}

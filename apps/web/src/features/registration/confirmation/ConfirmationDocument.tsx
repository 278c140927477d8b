import { Stack } from '@mui/material';
import type { Confirmation } from '@dorsal/core';
import { CashVoucher } from './CashVoucher.tsx';
import { ConfirmationHeader } from './ConfirmationHeader.tsx';
import { DigitalBib } from './DigitalBib.tsx';
import { PaymentFacts } from './PaymentFacts.tsx';
import { RegistrationFacts } from './RegistrationFacts.tsx';
import { TrackingCard } from './TrackingCard.tsx';
import { WaiverCard } from './WaiverCard.tsx';

/**
 * The confirmation document (spec §2): header with the type, the cash slip while it is pending, the
 * digital bib, registration data, order and payment, tracking link and PDF, and the waiver.
 */
export function ConfirmationDocument({
  confirmation,
  refreshing,
  onRefresh,
}: {
  confirmation: Confirmation;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <Stack spacing={2.5}>
      <ConfirmationHeader confirmation={confirmation} />
      {confirmation.cashSlip && <CashVoucher slip={confirmation.cashSlip} confirmation={confirmation} />}
      <DigitalBib confirmation={confirmation} refreshing={refreshing} onRefresh={onRefresh} />
      <RegistrationFacts confirmation={confirmation} />
      <TrackingCard confirmation={confirmation} />
      <PaymentFacts confirmation={confirmation} />
      <WaiverCard waiver={confirmation.waiver} />
    </Stack>
  );
}

import { Box, Button, Stack, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { messages, fill } from '@dorsal/core';
import { isSandboxProvider } from '../../../shared/registration/availability.ts';
import type { Confirmation, CashSlipView } from '@dorsal/core';
import { ReferenceBox } from './ReferenceBox.tsx';
import { SectionCard } from './SectionCard.tsx';
import { SimulateCashPayment } from './SimulateCashPayment.tsx';

const t = messages.registrationScreens.voucher;

/** The OXXO cash slip (spec §2): amount in MXN, reference, five steps, nearby stores, valid 48 hours. */
export function CashVoucher({ slip, confirmation }: { slip: CashSlipView; confirmation: Confirmation }) {
  return (
    <SectionCard title={t.title} icon={<StorefrontIcon />} testId="cash-voucher">
      <Stack spacing={2.5}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t.amount}
          </Typography>
          <Typography data-testid="cash-amount" className="tabular-nums" sx={{ fontSize: { xs: '2rem', sm: '2.4rem' }, fontWeight: 700, lineHeight: 1.2 }}>
            {slip.amount}
          </Typography>
        </Box>
        <ReferenceBox reference={slip.reference} />
        {slip.barcodeUrl && (
          <Box component="img" src={slip.barcodeUrl} alt={fill(t.barcodeAlt, { reference: slip.reference })} sx={{ maxWidth: '100%', mx: 'auto', display: 'block' }} />
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5, borderRadius: 2, bgcolor: '#FFF4E5' }}>
          <ScheduleIcon sx={{ color: 'secondary.dark' }} aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t.validity}</Typography>
            <Typography variant="body2" data-testid="cash-expires">
              {fill(t.expiresAt, { date: slip.expiresAtText })}
            </Typography>
          </Box>
        </Box>
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {t.instructions}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
            {slip.instructions.map((step) => (
              <Typography component="li" key={step}>
                {step}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {slip.storeFee}
          </Typography>
        </Box>
        <Button href={slip.mapsUrl} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<PlaceIcon />} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {t.maps}
        </Button>
        {isSandboxProvider(confirmation.paymentProvider) && <SimulateCashPayment confirmation={confirmation} />}
      </Stack>
    </SectionCard>
  );
}

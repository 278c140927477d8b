import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { messages, type RegistrantReportKind } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { formatMoney } from '../../../../shared/formatting/numbers.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { AdminSectionCard } from '../../components/AdminSectionCard.tsx';
import { RegistrantReportsCard } from '../RegistrantReportsCard.tsx';
import { useRegistrantDashboard } from '../registrantsApi.ts';
import { useRegistrantsStream } from '../useRegistrantsStream.ts';
import { PaymentMethodsChart, PerDayChart, PerUserChart } from './DashboardCharts.tsx';
import { ModalityCountsTable, PaymentTotalsTable, ProductSalesTable, ValuesTable } from './DashboardTables.tsx';

const t = messages.registrants.dashboard;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 150px' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <AdminSectionCard id={`dashboard-${title.replace(/\W+/g, '-')}`} title={title}>
      {children}
    </AdminSectionCard>
  );
}

/** The event's dashboard: totals, charts and distributions from SQL aggregates, read again when registrations change. */
export function DashboardSection({ eventId, reports }: { eventId: number; reports: RegistrantReportKind[] }) {
  const query = useRegistrantDashboard(eventId);
  useRegistrantsStream(eventId, () => void query.refetch());
  if (query.isPending) return <LoadingState label={t.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const d = query.data;
  const collected = d.payments.reduce((sum, p) => sum + p.paidCents, 0);
  const pending = d.payments.reduce((sum, p) => sum + p.pendingCents, 0);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Figure label={t.registrants} value={d.registrants.toLocaleString('es-MX')} testId="dashboard-registrants" />
        <Figure label={t.incomplete} value={d.incomplete.toLocaleString('es-MX')} testId="dashboard-incomplete" />
        <Figure label={t.collected} value={formatMoney(collected)} testId="dashboard-collected" />
        <Figure label={t.pending} value={formatMoney(pending)} testId="dashboard-pending" />
      </Box>
      <RegistrantReportsCard eventId={eventId} kinds={reports} />
      <Section title={t.paymentsTitle}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
          <PaymentTotalsTable payments={d.payments} />
          {d.payments.length > 0 && <PaymentMethodsChart payments={d.payments} />}
        </Box>
      </Section>
      {d.registrants === 0 ? (
        <Alert severity="info">{t.empty}</Alert>
      ) : (
        <>
          <Section title={t.modalitiesTitle}>
            <ModalityCountsTable modalities={d.modalities} total={d.registrants} />
          </Section>
          <Section title={t.perDayChart}>
            <PerDayChart perDay={d.perDay} />
          </Section>
          <Section title={t.perUserChart}>
            <PerUserChart perUser={d.perUser} />
          </Section>
          {d.fields.length > 0 && (
            <Section title={t.fieldsTitle}>
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
                {d.fields.map((field) => (
                  <Box key={field.id}>
                    <Typography sx={{ fontWeight: 600, mb: 1 }}>{field.label}</Typography>
                    <ValuesTable label={field.label} values={field.values} />
                  </Box>
                ))}
              </Box>
            </Section>
          )}
          {d.products.length > 0 && (
            <Section title={t.productsTitle}>
              <ProductSalesTable products={d.products} />
              {d.products.flatMap((product) =>
                product.fields.map((field) => (
                  <Box key={`${product.code}-${field.id}`} sx={{ mt: 3 }}>
                    <Typography sx={{ fontWeight: 600, mb: 1 }}>{`${product.name}: ${field.label}`}</Typography>
                    <ValuesTable label={`${product.name}: ${field.label}`} values={field.values} />
                  </Box>
                )),
              )}
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}

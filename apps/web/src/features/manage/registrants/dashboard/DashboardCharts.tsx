import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { messages, type RegistrantDashboard } from '@dorsal/core';

const t = messages.registrants.dashboard;

/** A chart with its caption; under a section titled the same, the caption is for screen readers only. */
function ChartFigure({ title, children, testId, captionShown = false }: { title: string; children: React.ReactNode; testId: string; captionShown?: boolean }) {
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }} data-testid={testId}>
      <Typography component="figcaption" sx={captionShown ? { fontWeight: 600, mb: 1 } : visuallyHidden}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Paid payments per method (the table beside it has the same figures). */
export function PaymentMethodsChart({ payments }: { payments: RegistrantDashboard['payments'] }) {
  return (
    <ChartFigure title={t.methodsChart} testId="chart-methods" captionShown>
      <PieChart
        height={220}
        series={[{ data: payments.map((p, index) => ({ id: index, value: p.paidCount, label: p.label })), innerRadius: 40, paddingAngle: 1 }]}
      />
    </ChartFigure>
  );
}

export function PerDayChart({ perDay }: { perDay: RegistrantDashboard['perDay'] }) {
  return (
    <ChartFigure title={t.perDayChart} testId="chart-per-day">
      <LineChart
        height={240}
        xAxis={[{ scaleType: 'point', data: perDay.map((d) => d.day.slice(5)) }]}
        series={[{ data: perDay.map((d) => d.count), label: t.count, area: true, showMark: perDay.length < 40 }]}
        hideLegend
      />
    </ChartFigure>
  );
}

export function PerUserChart({ perUser }: { perUser: RegistrantDashboard['perUser'] }) {
  return (
    <ChartFigure title={t.perUserChart} testId="chart-per-user">
      <BarChart
        height={Math.max(160, perUser.length * 36 + 60)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: perUser.map((u) => u.user), width: 150 }]}
        series={[{ data: perUser.map((u) => u.count), label: t.count }]}
        hideLegend
      />
    </ChartFigure>
  );
}

import { Box, Typography } from '@mui/material';

export interface Fact {
  label: string;
  value: string | number | null | undefined;
  testId?: string;
}

/** Label / value pairs as a description list, two columns from tablets up. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {facts
        .filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')
        .map((fact) => (
          <Box key={fact.label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" data-testid={fact.testId} sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

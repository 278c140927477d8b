import { Card, Typography } from '@mui/material';
import { messages, type EventDetail, fill } from '@dorsal/core';
import { formatCount } from '../../../shared/events/format.ts';

const t = messages.results;

/** The event's finishers in large tabular numbers, out of all listed athletes. */
export function FinishersCount({ counts }: { counts: EventDetail['resultCounts'] }) {
  return (
    <Card
      component="section"
      aria-label={t.finishers}
      sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center', display: 'flex', flexDirection: 'column', justifyContent: 'center', minHeight: 160 }}
    >
      <Typography
        data-testid="finishers-count"
        className="tabular-nums"
        sx={{ fontSize: { xs: '3.2rem', sm: '3.8rem' }, fontWeight: 700, lineHeight: 1, color: 'primary.main' }}
      >
        {formatCount(counts.finishers)}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', mt: 0.5 }}>{t.finishers}</Typography>
      <Typography color="text.secondary" className="tabular-nums">
        {counts.total > 0 ? fill(t.finishersOf, { total: formatCount(counts.total) }) : t.noFinishers}
      </Typography>
    </Card>
  );
}

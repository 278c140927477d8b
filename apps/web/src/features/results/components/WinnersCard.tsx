import { useId } from 'react';
import { Box, Card, Link, Typography } from '@mui/material';
import { messages, normalizeForSearch, fill } from '@dorsal/core';
import type { CategoryView } from '@dorsal/core';
import type { EventLookup } from '../eventLookup.ts';
import type { AthleteRef, ResultView } from '../types.ts';

const medal = ['#D4A017', '#9EA7B3', '#B87333'];

/** One category's podium: place, name (opens the athlete), bib and time. */
export function WinnersCard({
  category,
  winners,
  lookup,
  onOpenAthlete,
}: {
  category: CategoryView;
  winners: ResultView[];
  lookup: EventLookup;
  onOpenAthlete: (athlete: AthleteRef) => void;
}) {
  const headingId = useId();
  const branch = lookup.branchName(category.branch);
  const showBranch = !normalizeForSearch(category.name).includes(normalizeForSearch(branch));
  return (
    <Card component="section" aria-labelledby={headingId} data-testid="winners-category">
      <Box sx={{ px: 2, py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {category.name}
          {showBranch && (
            <>
              {' '}
              <Typography component="span" color="text.secondary" sx={{ ml: 0.5, fontWeight: 400 }}>
                {branch}
              </Typography>
            </>
          )}
        </Typography>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {winners.map((row) => (
          <Box
            component="li"
            key={row.bib}
            data-testid="winner-row"
            data-bib={row.bib}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, '& + &': { borderTop: '1px solid #EDF0F5' } }}
          >
            <Box
              aria-label={fill(messages.results.placeLabel, { position: row.categoryPosition })}
              role="img"
              className="tabular-nums"
              sx={{
                width: 32,
                height: 32,
                flexShrink: 0,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                color: row.categoryPosition <= 3 ? '#1B1B1B' : 'text.secondary',
                bgcolor: medal[row.categoryPosition - 1] ?? '#EEF2F8',
              }}
            >
              {row.categoryPosition}
            </Box>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Link
                component="button"
                type="button"
                onClick={() => onOpenAthlete({ bib: row.bib, name: row.name })}
                sx={{ fontWeight: 500, textAlign: 'left', overflowWrap: 'anywhere' }}
              >
                {row.name}
              </Link>
              <Typography variant="body2" color="text.secondary" className="tabular-nums">
                {fill(messages.results.bib, { bib: row.bib })}
              </Typography>
            </Box>
            <Typography className="tabular-nums" sx={{ fontWeight: 700 }}>
              {row.officialTime ?? '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

import { Alert, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { messages, fill } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import type { EventLookup } from '../eventLookup.ts';
import type { AthleteRef, ResultView } from '../types.ts';

const t = messages.results;

/** The search's hits (or 'Buscando', the error, or nothing found). */
export function SearchResults({
  query,
  active,
  settled,
  search,
  lookup,
  onOpenAthlete,
}: {
  query: string;
  /** The typed text can be searched. */
  active: boolean;
  /** The search ran for the typed text (not an earlier one still debouncing). */
  settled: boolean;
  search: UseQueryResult<ResultView[]>;
  lookup: EventLookup;
  onOpenAthlete: (athlete: AthleteRef) => void;
}) {
  if (!active) return null;
  if (!settled || search.isPending) return <LoadingState label={t.searching} />;
  if (search.isError) return <Alert severity="error">{errorMessage(search.error)}</Alert>;
  if (search.data.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {fill(t.searchEmpty, { query })}
      </Typography>
    );
  }
  return (
    <List aria-label={t.searchResults} data-testid="search-results">
      {search.data.map((row) => (
        <ListItem key={row.bib} disablePadding data-testid="search-result" data-bib={row.bib}>
          <ListItemButton onClick={() => onOpenAthlete({ bib: row.bib, name: row.name })} sx={{ borderRadius: 2, gap: 1.5 }}>
            <ListItemText
              primary={row.name}
              secondary={[
                fill(t.bib, { bib: row.bib }),
                lookup.modalityName(row.modalityCode),
                lookup.categoryName(row.modalityCode, row.branch, row.categoryCode),
                lookup.branchName(row.branch),
              ].join(' · ')}
              slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } } }}
            />
            <Typography className="tabular-nums" sx={{ fontWeight: 700, flexShrink: 0 }}>
              {row.officialTime ?? (row.flag ? t.flags[row.flag] : '—')}
            </Typography>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

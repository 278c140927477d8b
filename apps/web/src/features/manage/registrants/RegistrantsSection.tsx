import { useEffect, useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { Link as RouterLink } from 'react-router';
import { fill, messages, parseRegistrantSearch, registrantFilters, type RegistrantFilter } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';
import { RegistrantDialog } from './RegistrantDialog.tsx';
import { RegistrantsTable } from './RegistrantsTable.tsx';
import { ChangeLogCard } from './ChangeLogCard.tsx';
import { DeletedBibsCard } from './DeletedBibsCard.tsx';
import { RegistrantReportsCard } from './RegistrantReportsCard.tsx';
import { reportKindsFor } from './reportKinds.ts';
import { useRegistrants, useRegistrantsLive } from './registrantsApi.ts';
import { useRegistrantsStream } from './useRegistrantsStream.ts';
import { manageDeskPath } from '../setup/manageRoutes.ts';

const t = messages.registrants;
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delayMs: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Ingresos: the event's registrants, live (someone registers or pays → the list reads its page again), filtered,
 * searched by name or bib, 50 rows then 200 more per click. Organizers also get the folios to release and the log.
 */
export function RegistrantsSection({ eventId, timeZone, role }: { eventId: number; timeZone: string; role: string }) {
  const organizer = role === 'owner' || role === 'organizerManager' || role === 'admin';
  const reports = reportKindsFor(role);
  const [filter, setFilter] = useState<RegistrantFilter>('complete');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const parsed = parseRegistrantSearch(q);
  const list = useRegistrants(eventId, filter, parsed.kind === 'tooShort' ? '' : q);
  const live = useRegistrantsLive(eventId);
  useRegistrantsStream(eventId, live.refresh);

  const pages = list.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.registrants);
  const first = pages[0];
  return (
    <Stack spacing={2}>
      <AdminSectionCard id="registrants-title" title={t.title}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}>
          <TextField select size="small" label={t.filterLabel} value={filter} onChange={(event) => setFilter(event.target.value as RegistrantFilter)} sx={{ flex: '0 1 320px', minWidth: 240 }}>
            {registrantFilters.map((value) => (
              <MenuItem key={value} value={value}>
                {t.filters[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="search"
            label={t.searchLabel}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            helperText={parsed.kind === 'tooShort' ? t.searchTooShort : undefined}
            sx={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <Button variant="contained" component={RouterLink} to={manageDeskPath(eventId)} startIcon={<PointOfSaleIcon />} sx={{ ml: { md: 'auto' } }}>
            {messages.registrationScreens.desk.open}
          </Button>
        </Box>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <Alert severity="error">{errorMessage(list.error)}</Alert>
        ) : rows.length === 0 ? (
          <Alert severity="info">{q ? t.noMatches : t.empty}</Alert>
        ) : (
          <Stack spacing={1.5}>
            <Typography color="text.secondary" aria-live="polite" data-testid="registrants-count">
              {fill(t.count, { shown: rows.length.toLocaleString('es-MX'), total: (first?.total ?? 0).toLocaleString('es-MX') })}
            </Typography>
            <RegistrantsTable rows={rows} columns={first!.columns} timeZone={timeZone} onOpen={setOpen} />
            {list.hasNextPage && (
              <Box>
                <Button variant="outlined" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                  {t.more}
                </Button>
              </Box>
            )}
          </Stack>
        )}
      </AdminSectionCard>
      <RegistrantReportsCard eventId={eventId} kinds={reports} />
      {organizer && <DeletedBibsCard eventId={eventId} timeZone={timeZone} />}
      {organizer && <ChangeLogCard eventId={eventId} timeZone={timeZone} onOpen={setOpen} />}
      {open !== null && <RegistrantDialog eventId={eventId} registrantId={open} timeZone={timeZone} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

import { Alert, Box, Button, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { messages } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { formatDateTime } from '../../../shared/formatting/dates.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useChangeLog } from './registrantsApi.ts';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';

const t = messages.registrants.changeLog;

/** The change log of every registrant of the event, newest first, 100 at a time. */
export function ChangeLogCard({ eventId, timeZone, onOpen }: { eventId: number; timeZone: string; onOpen: (registrantId: number) => void }) {
  const log = useChangeLog(eventId, true);
  const changes = log.data?.pages.flatMap((page) => page.changes) ?? [];
  return (
    <AdminSectionCard id="change-log-title" title={t.title} lead={t.lead}>
      {log.isPending ? (
        <LoadingState />
      ) : log.isError ? (
        <Alert severity="error">{errorMessage(log.error)}</Alert>
      ) : changes.length === 0 ? (
        <Alert severity="info">{t.empty}</Alert>
      ) : (
        <>
          <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} role="region" aria-label={t.title}>
            <Table size="small" stickyHeader aria-labelledby="change-log-title" data-testid="change-log">
              <TableHead>
                <TableRow>
                  <TableCell>{t.at}</TableCell>
                  <TableCell>{t.code}</TableCell>
                  <TableCell>{t.registrant}</TableCell>
                  <TableCell>{t.description}</TableCell>
                  <TableCell>{t.by}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {changes.map((change) => (
                  <TableRow key={change.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(change.at, timeZone)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{change.code === null ? change.actionLabel : `${change.code} · ${change.actionLabel}`}</TableCell>
                    <TableCell>
                      <Link component="button" type="button" onClick={() => onOpen(change.registrantId)} sx={{ textAlign: 'left' }}>
                        {change.bib === null ? change.registrantName : `${change.bib} · ${change.registrantName}`}
                      </Link>
                    </TableCell>
                    <TableCell>{change.description}</TableCell>
                    <TableCell>{change.by}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {log.hasNextPage && (
            <Box sx={{ mt: 1.5 }}>
              <Button variant="outlined" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                {t.more}
              </Button>
            </Box>
          )}
        </>
      )}
    </AdminSectionCard>
  );
}

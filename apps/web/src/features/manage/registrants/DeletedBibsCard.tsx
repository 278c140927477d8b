import { Alert, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { messages } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { formatDateTime } from '../../../shared/formatting/dates.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useDeletedBibs, useReleaseBib } from './registrantsApi.ts';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';

const t = messages.registrants;

/** 'Folios por liberar': deleted registrants who still hold a bib, each with its release button. */
export function DeletedBibsCard({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const bibs = useDeletedBibs(eventId, true);
  const release = useReleaseBib(eventId);
  const toast = useToast();
  const releaseOne = async (registrantId: number) => {
    try {
      toast.success((await release.mutateAsync(registrantId)).message);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };
  return (
    <AdminSectionCard id="deleted-bibs-title" title={t.deletedBibs.title} lead={t.deletedBibs.lead}>
      {bibs.isPending ? (
        <LoadingState />
      ) : bibs.isError ? (
        <Alert severity="error">{errorMessage(bibs.error)}</Alert>
      ) : bibs.data.length === 0 ? (
        <Alert severity="info">{t.deletedBibs.empty}</Alert>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={t.deletedBibs.title}>
          <Table size="small" aria-labelledby="deleted-bibs-title">
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.bib}</TableCell>
                <TableCell>{t.changeLog.registrant}</TableCell>
                <TableCell>{t.columns.modality}</TableCell>
                <TableCell>{t.changeLog.at}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {bibs.data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.bib}</TableCell>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{row.modalityName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.deletedAt, timeZone)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" variant="outlined" onClick={() => void releaseOne(row.id)} disabled={release.isPending} aria-label={`${t.deletedBibs.release} ${row.bib}`}>
                      {t.deletedBibs.release}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </AdminSectionCard>
  );
}

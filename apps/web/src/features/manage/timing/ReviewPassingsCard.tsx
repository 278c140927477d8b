import { useState } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { fill, messages, type ReviewPassing } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { controlName, eventClock } from './timingFormat.ts';
import { useAssignPassing, useReviewPassings } from './timingApi.ts';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';

const t = messages.timing.review;

function AssignForm({ eventId, passing }: { eventId: number; passing: ReviewPassing }) {
  const assign = useAssignPassing(eventId);
  const toast = useToast();
  const [bib, setBib] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(bib);
    if (!Number.isInteger(value) || value < 1) return setError(fill(t.bibUnknown, { bib: bib || '—' }));
    try {
      await assign.mutateAsync({ passingId: passing.id, bib: value });
      toast.success(fill(t.assigned, { bib: String(value) }));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.bib ?? failure.message) : errorMessage(failure));
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t.assignTo}
        value={bib}
        onChange={(event) => setBib(event.target.value.replace(/\D/g, ''))}
        error={error !== null}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${t.assignTo} (${passing.bib})` } }}
        sx={{ width: 150 }}
      />
      <Button type="submit" variant="outlined" disabled={assign.isPending}>
        {t.assign}
      </Button>
    </Box>
  );
}

/** 'Pasos por revisar': unknown bibs (give them the right one) and readings not ranked, with the reason. */
export function ReviewPassingsCard({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const review = useReviewPassings(eventId);
  return (
    <AdminSectionCard id="review-passings" title={t.title} lead={t.lead}>
      {review.isPending ? (
        <LoadingState />
      ) : review.isError ? (
        <Alert severity="error">{errorMessage(review.error)}</Alert>
      ) : review.data.length === 0 ? (
        <Alert severity="info">{t.empty}</Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="review-passings">
            <TableHead>
              <TableRow>
                <TableCell>{t.bib}</TableCell>
                <TableCell>{t.checkpoint}</TableCell>
                <TableCell>{t.time}</TableCell>
                <TableCell>{t.reason}</TableCell>
                <TableCell>{t.reader}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {review.data.map((passing) => (
                <TableRow key={passing.id}>
                  <TableCell className="tabular-nums" sx={{ fontWeight: 700 }}>
                    {passing.bib}
                  </TableCell>
                  <TableCell>{controlName(passing.controlCode)}</TableCell>
                  <TableCell className="tabular-nums">{eventClock(passing.at, timeZone)}</TableCell>
                  <TableCell>{passing.reason}</TableCell>
                  <TableCell>{passing.readerId}</TableCell>
                  <TableCell>{passing.status === 'unmatched' && <AssignForm eventId={eventId} passing={passing} />}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </AdminSectionCard>
  );
}

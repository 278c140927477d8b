import { Box, Button, Chip, Pagination, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { fill, messages, secondsToChallengeText, type ChallengeParticipantRow } from '@dorsal/core';
import { formatDateTime } from '../formatting/dates.ts';
import { paginationItemLabel } from '../ui/paginationLabels.ts';

const t = messages.challengeOrganizer.participants;
const c = t.columns;

const count = new Intl.NumberFormat('es-MX');

/** Which page of the participants the table shows (the server sends one page; the CSV has everyone). */
export interface ParticipantsPaging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** One page of participants with their step, times, evidence count and form answers; the CSV has every field of everyone. */
export function ParticipantsTable({ participants, csvHref, paging }: { participants: ChallengeParticipantRow[]; csvHref?: string; paging?: ParticipantsPaging }) {
  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  return (
    <Box>
      {csvHref && (
        <Button component="a" href={csvHref} download variant="outlined" sx={{ mb: 2 }}>
          {t.csv}
        </Button>
      )}
      {paging && participants.length > 0 && (
        <Typography variant="body2" color="text.secondary" className="tabular-nums" sx={{ mb: 1 }} aria-live="polite" data-testid="participants-range">
          {fill(t.range, { from: count.format((paging.page - 1) * paging.pageSize + 1), to: count.format((paging.page - 1) * paging.pageSize + participants.length), total: count.format(paging.total) })}
        </Typography>
      )}
      {participants.length === 0 ? (
        <Typography color="text.secondary">{t.empty}</Typography>
      ) : (
        <TableContainer tabIndex={0} aria-label={t.title} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label={t.title}>
            <TableHead>
              <TableRow>
                {[c.raceNumber, c.firstNames, c.lastNames, c.email, c.gender, c.category, c.accessCode, c.payment, c.step, c.goal, c.finish, c.finishRecordedAt, c.evidence, c.form, c.joinedAt].map((label) => (
                  <TableCell key={label} sx={{ whiteSpace: 'nowrap' }}>
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {participants.map((row) => (
                <TableRow key={row.userId} data-testid="challenge-participant">
                  <TableCell className="tabular-nums">{row.raceNumber}</TableCell>
                  <TableCell>{row.firstNames}</TableCell>
                  <TableCell>{row.lastNames}</TableCell>
                  <TableCell>{row.email}</TableCell>
                  <TableCell>{t.genders[row.gender]}</TableCell>
                  <TableCell>
                    {row.categoryName} ({row.categoryCode})
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{row.accessCode ?? t.noTime}</TableCell>
                  <TableCell>{t.payments[row.paymentStatus]}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t.steps[Math.min(row.step, t.steps.length - 1)]}</TableCell>
                  <TableCell className="tabular-nums">{secondsToChallengeText(row.goalSeconds) ?? t.noTime}</TableCell>
                  <TableCell className="tabular-nums">{secondsToChallengeText(row.finishSeconds) ?? t.noTime}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.finishRecordedAt ? formatDateTime(row.finishRecordedAt) : t.noTime}</TableCell>
                  <TableCell className="tabular-nums">
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <span>{row.evidenceCount}</span>
                      {row.hasWearable && <Chip size="small" label={t.device} />}
                      {row.wearableFlags.map((flag) => (
                        <Chip key={flag} size="small" color="warning" variant="outlined" label={t.reviewFlags[flag]} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    {Object.entries(row.formAnswers ?? {})
                      .map(([key, value]) => `${key}: ${value}`)
                      .join('; ') || t.noTime}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.joinedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {paging && pages > 1 && <Pagination sx={{ mt: 2, '& .MuiPagination-ul': { justifyContent: 'center' } }} count={pages} page={Math.min(paging.page, pages)} siblingCount={0} onChange={(_, value) => paging.onPage(value)} aria-label={t.pages} getItemAriaLabel={paginationItemLabel} />}
    </Box>
  );
}

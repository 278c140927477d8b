import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { messages, secondsToChallengeText, type ChallengeParticipantRow } from '@dorsal/core';
import { formatDateTime } from '../formatting/dates.ts';

const t = messages.challengeOrganizer.participants;
const c = t.columns;

/** Every participant with their step, times, evidence count and form answers; the CSV has every field. */
export function ParticipantsTable({ participants, csvHref }: { participants: ChallengeParticipantRow[]; csvHref?: string }) {
  return (
    <Box>
      {csvHref && (
        <Button component="a" href={csvHref} download variant="outlined" sx={{ mb: 2 }}>
          {t.csv}
        </Button>
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
                  <TableCell className="tabular-nums">{row.evidenceCount}</TableCell>
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
    </Box>
  );
}

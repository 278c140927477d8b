import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { messages, type ChallengeResultRow } from '@dorsal/core';
import { formatDateTime } from '../../../../shared/formatting/dates.ts';

const t = messages.challengeAthlete.results;
const position = (value: number) => (value > 0 ? String(value) : '—');

/** One athlete's result with their photo; 'Objetivo no definido' / 'Tiempo no definido' for missing times. */
export function ResultDialog({ row, title, onClose }: { row: ChallengeResultRow | null; title: string; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const facts: Array<[string, string]> = row
    ? [
        [t.columns.number, String(row.raceNumber)],
        [t.columns.gender, t.genders[row.gender]],
        [t.category, row.categoryName],
        [t.columns.overallPosition, position(row.overallPosition)],
        [t.columns.genderPosition, position(row.genderPosition)],
        [t.columns.categoryPosition, position(row.categoryPosition)],
        [t.columns.goal, row.goalTime ?? t.goalUndefined],
        [t.columns.finish, row.finishTime ?? t.timeUndefined],
        [t.pace, row.pace || '—'],
        [t.relativePosition, position(row.relativePosition)],
        [t.columns.recordedAt, row.finishRecordedAt ? formatDateTime(row.finishRecordedAt) : '—'],
      ]
    : [];
  return (
    <Dialog open={row !== null} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="challenge-result-title">
      <DialogTitle id="challenge-result-title">{row ? `${title} · ${row.firstNames} ${row.lastNames}` : title}</DialogTitle>
      <DialogContent>
        {row?.photoUrl && <Box component="img" src={row.photoUrl} alt={`${row.firstNames} ${row.lastNames}`} sx={{ width: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 2, mb: 2 }} />}
        <Stack component="dl" spacing={0.75} sx={{ m: 0 }}>
          {facts.map(([label, value]) => (
            <Stack sx={{ justifyContent: 'space-between' }} key={label} direction="row" spacing={2}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} className="tabular-nums">
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

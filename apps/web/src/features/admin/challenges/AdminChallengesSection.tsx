import { Alert, Box, Button, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { fill, messages } from '@dorsal/core';
import { formatDateTime } from '../../../shared/formatting/dates.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useAdminChallenges } from './adminChallengesApi.ts';

const t = messages.challengeOrganizer;

/** On /usuario-autorizado, for the platform admin: every organizer's challenges with their participant counts. */
export function AdminChallengesSection() {
  const challenges = useAdminChallenges(true);
  return (
    <Box component="section" aria-labelledby="admin-challenges-title" sx={{ mt: 5 }}>
      <Typography id="admin-challenges-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        {t.admin.title}
      </Typography>
      {challenges.isPending ? (
        <LoadingState />
      ) : challenges.isError ? (
        <Alert severity="error">{errorMessage(challenges.error)}</Alert>
      ) : challenges.data.length === 0 ? (
        <Alert severity="info">{t.admin.empty}</Alert>
      ) : (
        <TableContainer tabIndex={0} aria-label={t.admin.title} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label={t.admin.title}>
            <TableHead>
              <TableRow>
                <TableCell>{t.admin.event}</TableCell>
                <TableCell>{t.admin.creator}</TableCell>
                <TableCell>{t.admin.start}</TableCell>
                <TableCell>{t.admin.status}</TableCell>
                <TableCell>{t.admin.participants}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {challenges.data.map((challenge) => (
                <TableRow key={challenge.id} data-testid="admin-challenge">
                  <TableCell>
                    <Button component={RouterLink} to={`/usuario-autorizado/${challenge.id}`} aria-label={fill(t.admin.see, { name: challenge.name })} sx={{ textTransform: 'none', p: 0, minWidth: 0 }}>
                      {challenge.name}
                    </Button>
                  </TableCell>
                  <TableCell>
                    {challenge.creatorName ?? '—'}
                    <Typography variant="body2" color="text.secondary">
                      {challenge.creatorEmail}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(challenge.startsAt)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={challenge.ended ? t.page.closed : t.page.open} />
                  </TableCell>
                  <TableCell className="tabular-nums">{challenge.participantCount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

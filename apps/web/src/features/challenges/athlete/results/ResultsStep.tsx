import { useState } from 'react';
import { Alert, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { messages, type ChallengeCard, type ChallengeResultRow } from '@dorsal/core';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { ChallengeCertificateButton } from '../../images/ChallengeCertificateButton.tsx';
import { useChallengeResults, useMyResult, usePodium } from '../api.ts';
import { Podium } from './Podium.tsx';
import { ResultDialog } from './ResultDialog.tsx';
import { ResultsTable } from './ResultsTable.tsx';

const t = messages.challengeAthlete.results;
type Filter = 'all' | 'F' | 'M';

/** Step 4 'Resultados': the podium once closed, filters, 'Ver mi resultado', the table, the certificate. */
export function ResultsStep({ challenge }: { challenge: ChallengeCard }) {
  const [gender, setGender] = useState<Filter>('all');
  const [limit, setLimit] = useState(50);
  const [open, setOpen] = useState<{ row: ChallengeResultRow; title: string } | null>(null);
  const results = useChallengeResults(challenge.id, gender, limit);
  const podium = usePodium(challenge.id);
  const mine = useMyResult(challenge.id, true);

  return (
    <Stack spacing={2}>
      {podium.data?.podium && <Podium podium={podium.data.podium} />}
      {results.data?.preliminary && <Alert severity="info">{t.preliminary}</Alert>}
      <Stack sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }} direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={gender}
          onChange={(_, value: Filter | null) => {
            if (value) setGender(value);
          }}
          aria-label={t.filterLabel}
          sx={{ '& .MuiToggleButton-root': { color: 'text.primary' }, '& .MuiToggleButton-root.Mui-selected': { color: 'primary.dark' } }}
        >
          <ToggleButton value="all">{t.filters.all}</ToggleButton>
          <ToggleButton value="F">{t.filters.F}</ToggleButton>
          <ToggleButton value="M">{t.filters.M}</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={!mine.data?.row} onClick={() => mine.data?.row && setOpen({ row: mine.data.row, title: t.myResult })}>
            {t.myResult}
          </Button>
          <ChallengeCertificateButton challengeId={challenge.id} />
        </Stack>
      </Stack>
      {results.isPending && <LoadingState />}
      {results.data && results.data.rows.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
      {results.data && results.data.rows.length > 0 && <ResultsTable rows={results.data.rows} onOpen={(row) => setOpen({ row, title: t.title })} />}
      {results.data && results.data.total > results.data.rows.length && (
        <Button onClick={() => setLimit((value) => Math.min(200, value + 50))} disabled={limit >= 200} sx={{ alignSelf: 'center' }}>
          {t.more}
        </Button>
      )}
      <ResultDialog row={open?.row ?? null} title={open?.title ?? t.title} onClose={() => setOpen(null)} />
    </Stack>
  );
}

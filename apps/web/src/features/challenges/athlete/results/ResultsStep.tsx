import { useEffect, useState } from 'react';
import { Alert, Button, Pagination, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { fill, messages, type ChallengeCard, type ChallengeResultRow } from '@dorsal/core';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { ChallengeCertificateButton } from '../../images/ChallengeCertificateButton.tsx';
import { useChallengeResults, useMyResult, usePodium } from '../api.ts';
import { Podium } from './Podium.tsx';
import { ResultDialog } from './ResultDialog.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { paginationItemLabel } from '../../../../shared/ui/paginationLabels.ts';

const t = messages.challengeAthlete.results;
type Filter = 'all' | 'F' | 'M';
const count = new Intl.NumberFormat('es-MX');

/**
 * Step 4 'Resultados': the podium once closed, filters, 'Ver mi resultado', the table a page (50 rows) at a time
 * — the server filters and pages, a phone gets only what is on its screen — and the certificate.
 */
export function ResultsStep({ challenge }: { challenge: ChallengeCard }) {
  const [gender, setGender] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ row: ChallengeResultRow; title: string } | null>(null);
  const results = useChallengeResults(challenge.id, gender, page);
  const podium = usePodium(challenge.id);
  const mine = useMyResult(challenge.id, true);
  const myRow = mine.data?.row ?? null;
  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const highlighted = myRow?.raceNumber ?? null;

  // After 'Ver mi resultado' the athlete's row is brought into view once its page arrives.
  useEffect(() => {
    if (highlighted === null || results.isPlaceholderData) return;
    document.querySelector(`[data-race-number="${highlighted}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [data, highlighted, results.isPlaceholderData]);

  function showMine() {
    const pagesOfMine = mine.data?.pages;
    if (!myRow || !pagesOfMine) return;
    const filter: Filter = gender === myRow.gender ? gender : 'all';
    setGender(filter);
    setPage(filter === 'all' ? pagesOfMine.all : pagesOfMine.gender);
    setOpen({ row: myRow, title: t.myResult });
  }

  return (
    <Stack spacing={2}>
      {podium.data?.podium && <Podium podium={podium.data.podium} />}
      {data?.preliminary && <Alert severity="info">{t.preliminary}</Alert>}
      <Stack sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }} direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={gender}
          onChange={(_, value: Filter | null) => {
            if (!value) return;
            setGender(value);
            setPage(1);
          }}
          aria-label={t.filterLabel}
          sx={{ '& .MuiToggleButton-root': { color: 'text.primary' }, '& .MuiToggleButton-root.Mui-selected': { color: 'primary.dark' } }}
        >
          <ToggleButton value="all">{t.filters.all}</ToggleButton>
          <ToggleButton value="F">{t.filters.F}</ToggleButton>
          <ToggleButton value="M">{t.filters.M}</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={!myRow} onClick={showMine}>
            {t.myResult}
          </Button>
          <ChallengeCertificateButton challengeId={challenge.id} />
        </Stack>
      </Stack>
      {results.isPending && <LoadingState />}
      {data && data.total === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
      {data && data.rows.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" className="tabular-nums" aria-live="polite" data-testid="results-range">
            {fill(t.range, { from: count.format((data.page - 1) * data.pageSize + 1), to: count.format((data.page - 1) * data.pageSize + data.rows.length), total: count.format(data.total) })}
          </Typography>
          <ResultsTable rows={data.rows} highlighted={highlighted} onOpen={(row) => setOpen({ row, title: t.title })} />
        </>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ alignSelf: 'center', '& .MuiPagination-ul': { justifyContent: 'center' } }}
          count={pages}
          page={Math.min(page, pages)}
          siblingCount={0}
          onChange={(_, value) => setPage(value)}
          aria-label={t.pages}
          getItemAriaLabel={paginationItemLabel}
        />
      )}
      <ResultDialog row={open?.row ?? null} title={open?.title ?? t.title} onClose={() => setOpen(null)} />
    </Stack>
  );
}

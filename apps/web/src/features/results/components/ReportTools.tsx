import { useState } from 'react';
import type { FormEvent } from 'react';
import { Box, Button, IconButton, TextField, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { messages, type RowPlace } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { fetchPositionPlace, fetchRowPlace, resultsCsvUrl, type ReportRef } from '../api.ts';

const t = messages.resultsPage;

interface Props {
  report: ReportRef;
  /** The bib 'Ver mi posición' shows: the athlete last opened on the page, or the signed-in account's own. */
  bib: number | null;
  onJump: (place: RowPlace) => void;
}

/** Above a report: 'Ir a la posición…' (general report), 'Ver mi posición' and the CSV download. */
export function ReportTools({ report, bib, onJump }: Props) {
  const [position, setPosition] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function jump(find: () => Promise<RowPlace>) {
    setBusy(true);
    setProblem(null);
    try {
      onJump(await find());
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  function goToPosition(event: FormEvent) {
    event.preventDefault();
    const wanted = Number(position);
    if (!Number.isInteger(wanted) || wanted < 1) return setProblem(messages.resultsPage.badPosition);
    void jump(() => fetchPositionPlace(report, wanted));
  }

  return (
    <Box
      data-testid="report-tools"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, px: { xs: 1.5, sm: 2 }, py: 1, flexShrink: 0 }}
    >
      {report.kind === 'general' && (
        <Box component="form" onSubmit={goToPosition} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t.goToPositionLabel}
            placeholder={t.goToPosition}
            value={position}
            onChange={(event) => setPosition(event.target.value.replace(/\D/g, ''))}
            error={problem !== null}
            helperText={problem ?? undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', enterKeyHint: 'go', 'aria-describedby': undefined } }}
            sx={{ width: { xs: 150, sm: 180 } }}
          />
          <Button type="submit" variant="outlined" disabled={busy || position === ''} sx={{ minHeight: 40 }}>
            {t.goToPositionButton}
          </Button>
        </Box>
      )}
      {bib !== null && (
        <Button
          variant="outlined"
          startIcon={<MyLocationIcon />}
          disabled={busy}
          onClick={() => void jump(() => fetchRowPlace(report, bib))}
          sx={{ minHeight: 40 }}
        >
          {t.showMyPosition}
        </Button>
      )}
      {report.kind !== 'general' && problem && (
        <Box role="alert" sx={{ color: 'error.main', alignSelf: 'center', fontSize: '0.875rem' }}>
          {problem}
        </Box>
      )}
      <Box sx={{ flex: 1 }} />
      <Tooltip title={t.downloadCsv}>
        <IconButton component="a" href={resultsCsvUrl(report.eventId, report.modalityCode)} download aria-label={t.downloadCsv}>
          <DownloadIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

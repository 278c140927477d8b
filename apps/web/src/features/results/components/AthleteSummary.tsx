import { Box, Card, Chip, Typography } from '@mui/material';
import { messages, fill } from '@dorsal/core';
import type { EventLookup } from '../eventLookup.ts';
import type { ResultDetail } from '../types.ts';
import { NO_VALUE, categoryPlaceText, positionText } from '../formatResult.ts';

const t = messages.results;

/** `word`: a word instead of a number ('Absoluto'), set smaller so it fits a third of a phone. */
function Stat({ label, value, testId, word = false }: { label: string; value: string; testId: string; word?: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        className="tabular-nums"
        data-testid={testId}
        sx={{ fontSize: word ? '1.1rem' : '1.6rem', fontWeight: 700, lineHeight: word ? '1.92rem' : 1.2 }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Bib, modality, category and branch; the official time in large type, the real time; the three positions. */
export function AthleteSummary({ result, lookup }: { result: ResultDetail; lookup: EventLookup }) {
  const chips = [
    fill(t.bib, { bib: result.bib }),
    lookup.modalityName(result.modalityCode),
    lookup.categoryName(result.modalityCode, result.branch, result.categoryCode),
    lookup.branchName(result.branch),
  ];
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {chips.map((label, index) => (
          <Chip key={index} label={label} color={index === 0 ? 'primary' : 'default'} variant={index === 0 ? 'filled' : 'outlined'} />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t.officialTime}
      </Typography>
      <Typography
        className="tabular-nums"
        data-testid="official-time"
        sx={{ fontSize: { xs: '2.6rem', sm: '3.2rem' }, fontWeight: 700, lineHeight: 1.1, color: 'primary.main' }}
      >
        {result.officialTime ?? NO_VALUE}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t.realTime}: <span className="tabular-nums">{result.realTime ?? NO_VALUE}</span>
      </Typography>
      <Box
        role="group"
        aria-label={t.positions}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, mt: 2.5, pt: 2, borderTop: '1px solid', borderColor: 'divider' }}
      >
        <Stat label={t.positionGeneral} value={positionText(result.overallPosition)} testId="position-general" />
        <Stat label={t.positionBranch} value={positionText(result.branchPosition)} testId="position-branch" />
        <Stat label={t.positionCategory} value={categoryPlaceText(result)} testId="position-category" word={result.isOverallWinner} />
      </Box>
    </Card>
  );
}

import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { messages } from '@dorsal/core';
import type { Branch, ModalityView } from '@dorsal/core';
import { formatTimeOfDay } from './format.ts';
import { CategoryList } from './CategoryList.tsx';

const t = messages.events;
const branches: Branch[] = ['F', 'M'];

/** One modality: name, description, start waves ('Salidas') and categories by branch. */
export function ModalityCard({ modality, timeZone }: { modality: ModalityView; timeZone: string }) {
  const groups = branches
    .map((branch) => ({ branch, categories: modality.categories.filter((category) => category.branch === branch) }))
    .filter((group) => group.categories.length > 0);
  return (
    <Card component="article" data-testid="modality" aria-label={modality.name}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {modality.name}
        </Typography>
        {modality.description && modality.description !== modality.name && (
          <Typography color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
            {modality.description}
          </Typography>
        )}
        {modality.startWaves.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', mb: 1 }}>
              {t.startWaves}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {modality.startWaves.map((wave) => (
                <Chip
                  key={`${wave.name}-${wave.startAt}`}
                  icon={<ScheduleIcon />}
                  variant="outlined"
                  label={`${wave.name} · ${formatTimeOfDay(wave.startAt, timeZone)}`}
                  className="tabular-nums"
                />
              ))}
            </Box>
          </Box>
        )}
        <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', mt: 2, mb: 1 }}>
          {t.categories}
        </Typography>
        {groups.length === 0 ? (
          <Typography color="text.secondary">{t.categoriesEmpty}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {groups.map((group) => (
              <CategoryList key={group.branch} title={t.branches[group.branch]} categories={group.categories} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

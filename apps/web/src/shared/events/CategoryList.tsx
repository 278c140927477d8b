import { Box, Chip, Typography } from '@mui/material';
import { messages } from '@dorsal/core';
import type { CategoryView } from '@dorsal/core';
import { ageRangeText } from './format.ts';

/** The categories of one branch with their age ranges ('hasta 17 años', '40 años y más'). */
export function CategoryList({ title, categories }: { title: string; categories: CategoryView[] }) {
  return (
    <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 1.5, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{title}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {categories.map((category) => (
          <Box
            component="li"
            key={category.code}
            data-testid="category"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, py: 0.5 }}
          >
            <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {category.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {ageRangeText(category)}
            </Typography>
            {category.isOverall && <Chip size="small" label={messages.events.overall} color="primary" variant="outlined" />}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

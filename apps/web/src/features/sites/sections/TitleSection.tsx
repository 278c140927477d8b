import { Typography } from '@mui/material';
import { Contained } from './Contained.tsx';
import type { SectionProps } from './types.ts';

const variants = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;

/** A heading of level 1–3, centred or to the left. */
export function TitleSection({ section }: SectionProps<'title'>) {
  const variant = variants[section.level as 1 | 2 | 3] ?? 'h2';
  return (
    <Contained>
      <Typography variant={variant} sx={{ textAlign: section.align, overflowWrap: 'anywhere' }}>
        {section.text}
      </Typography>
    </Contained>
  );
}

import { Box } from '@mui/material';
import type { SectionProps } from './types.ts';

/** Empty space of the chosen height. */
export function SpacerSection({ section }: SectionProps<'spacer'>) {
  return <Box aria-hidden sx={{ height: section.height }} />;
}

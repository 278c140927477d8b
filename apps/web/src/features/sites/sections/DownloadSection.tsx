import { Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Contained } from './Contained.tsx';
import type { SectionProps } from './types.ts';

/** A button that downloads a file (a call document, a route map). */
export function DownloadSection({ section }: SectionProps<'download'>) {
  return (
    <Contained>
      <Box sx={{ textAlign: 'center' }}>
        <Button href={section.url} download variant="contained" size="large" startIcon={<DownloadIcon />}>
          {section.label}
        </Button>
      </Box>
    </Contained>
  );
}

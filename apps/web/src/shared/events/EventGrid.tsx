import type { ComponentProps } from 'react';
import { Box } from '@mui/material';

/** Cards in one column on phones, two on tablets, three on desktops. */
export function EventGrid(props: ComponentProps<typeof Box>) {
  return (
    <Box
      {...props}
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    />
  );
}

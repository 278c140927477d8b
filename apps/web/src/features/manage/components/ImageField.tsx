import type { ReactNode } from 'react';
import { Avatar, Box, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';

interface Props {
  /** The current image, or null for the placeholder. */
  src: string | null;
  alt: string;
  title: string;
  hint: string;
  testId?: string;
  /** Upload, replace or remove (left out when the caller may not change it). */
  children?: ReactNode;
}

/** An image the organizer sets (the event's logo, a product's picture): a preview, what it is, its limits and its actions. */
export function ImageField({ src, alt, title, hint, testId, children }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }} data-testid={testId}>
      <Avatar
        variant="rounded"
        src={src ?? undefined}
        alt={alt}
        sx={{ width: 96, height: 96, bgcolor: '#EEF2F8', color: 'text.secondary', '& img': { objectFit: 'contain' } }}
      >
        <ImageIcon fontSize="large" />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
        {children && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            {children}
          </Stack>
        )}
      </Box>
    </Box>
  );
}

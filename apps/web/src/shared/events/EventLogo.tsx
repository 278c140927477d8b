import { useState } from 'react';
import { Box } from '@mui/material';
import { BrandMark } from '../ui/BrandMark.tsx';
import { brand } from '../../app/theme.ts';

/**
 * The event's logo on a light band, or a branded placeholder when there is none (or it fails to
 * load). Decorative: the event's name is always written next to it. `fill`: grow with the parent
 * (at least `height`).
 */
export function EventLogo({ logoUrl, height = 160, fill = false }: { logoUrl: string | null; height?: number; fill?: boolean }) {
  const [failed, setFailed] = useState(false);
  const showImage = logoUrl && !failed;
  return (
    <Box
      sx={{
        height: fill ? undefined : height,
        minHeight: height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: showImage ? '#F7F9FC' : undefined,
        background: showImage ? undefined : `linear-gradient(135deg, ${brand.blue} 0%, ${brand.blueDark} 70%, ${brand.orange} 160%)`,
        overflow: 'hidden',
      }}
    >
      {showImage ? (
        <Box
          component="img"
          src={logoUrl}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          sx={{ maxWidth: '100%', maxHeight: fill ? height : '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <BrandMark size={Math.round(height * 0.45)} sx={{ opacity: 0.95 }} />
      )}
    </Box>
  );
}

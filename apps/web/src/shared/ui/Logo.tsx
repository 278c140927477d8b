import { Box, Typography } from '@mui/material';
import { BrandMark } from './BrandMark.tsx';

/** Mark plus the "Dorsal" word; `inverse` for dark backgrounds such as the app bar. */
export function Logo({ inverse = false, size = 36 }: { inverse?: boolean; size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <BrandMark size={size} />
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size * 0.6,
          letterSpacing: '-0.02em',
          color: inverse ? 'common.white' : 'primary.main',
          lineHeight: 1,
        }}
      >
        Dorsal
      </Typography>
    </Box>
  );
}

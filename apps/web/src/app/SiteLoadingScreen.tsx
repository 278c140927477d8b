import { Box } from '@mui/material';
import { BrandMark } from '../shared/ui/BrandMark.tsx';

/** Only the logo, centred: while the host is checked and on hosts without an organizer website. */
export function SiteLoadingScreen() {
  return (
    <Box
      role="status"
      aria-label="Dorsal"
      sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default' }}
    >
      <BrandMark
        size={96}
        sx={{
          '@keyframes dorsal-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } },
          animation: 'dorsal-pulse 1.6s ease-in-out infinite',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
    </Box>
  );
}

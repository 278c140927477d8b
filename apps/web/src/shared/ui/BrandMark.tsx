import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import { brand } from '../../app/theme.ts';

/** The Dorsal mark: a race bib with a stylised D. Decorative unless `title` is given. */
export function BrandMark({ size = 40, title, sx }: { size?: number; title?: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      sx={{ display: 'block', flexShrink: 0, ...sx }}
    >
      <rect x="3" y="9" width="58" height="46" rx="9" fill={brand.orange} />
      <path d="M3 18a9 9 0 0 1 9-9h40a9 9 0 0 1 9 9v1H3z" fill={brand.blue} />
      <g fill="#FFFFFF">
        <circle cx="10" cy="14" r="2.3" />
        <circle cx="54" cy="14" r="2.3" />
        <circle cx="10" cy="49" r="2.3" />
        <circle cx="54" cy="49" r="2.3" />
        <rect x="16" y="28" width="7" height="3.4" rx="1.7" />
        <rect x="11" y="34.3" width="12" height="3.4" rx="1.7" />
        <rect x="16" y="40.6" width="7" height="3.4" rx="1.7" />
      </g>
      <path fill={brand.blue} fillRule="evenodd" d="M27 24h8.5a12 12 0 0 1 0 24H27zM33 30v12h2.5a6 6 0 0 0 0-12z" />
    </Box>
  );
}

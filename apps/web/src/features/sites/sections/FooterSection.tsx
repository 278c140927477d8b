import { Box, Typography } from '@mui/material';
import { SiteLink } from '../SiteLink.tsx';
import type { SectionProps } from './types.ts';

/** The site's foot: a line of text and links, on the secondary colour. */
export function FooterSection({ section }: SectionProps<'footer'>) {
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', py: 4, px: 2, textAlign: 'center' }}>
      {section.links.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 3 }}>
          {section.links.map((link) => (
            <li key={`${link.href}-${link.label}`}>
              <SiteLink href={link.href} color="inherit" underline="always">
                {link.label}
              </SiteLink>
            </li>
          ))}
        </Box>
      )}
      {section.text && <Typography variant="body2">{section.text}</Typography>}
    </Box>
  );
}

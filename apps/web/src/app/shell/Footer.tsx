import { Box, Link, Stack, Typography } from '@mui/material';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import { Link as RouterLink } from 'react-router';
import { messages, fill } from '@dorsal/core';
import { BrandMark } from '../../shared/ui/BrandMark.tsx';
import { FooterColumn } from './FooterColumn.tsx';

const t = messages.shell.footer;
const year = new Date().getFullYear();
const linkSx = { color: 'common.white', display: 'inline-flex', alignItems: 'center', gap: 1, py: 0.5 } as const;

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'common.white', mt: 6 }}>
      <Box
        sx={{
          maxWidth: 1100,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: 4,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr 1fr' },
        }}
      >
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
            <BrandMark size={32} />
            <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }}>Dorsal</Typography>
          </Box>
          <Typography variant="body2" sx={{ opacity: 0.9, maxWidth: 420 }}>
            {t.about}
          </Typography>
        </Box>
        <FooterColumn title={t.contactTitle}>
          <Link href={`mailto:${t.email}`} sx={linkSx}>
            <MailOutlinedIcon fontSize="small" aria-hidden />
            {t.email}
          </Link>
          <Link href="https://www.facebook.com/dorsalmx" target="_blank" rel="noopener noreferrer" sx={linkSx}>
            <FacebookIcon fontSize="small" aria-hidden />
            {t.facebook}
          </Link>
          <Link href="https://www.instagram.com/dorsalmx" target="_blank" rel="noopener noreferrer" sx={linkSx}>
            <InstagramIcon fontSize="small" aria-hidden />
            {t.instagram}
          </Link>
        </FooterColumn>
        <FooterColumn title={t.linksTitle}>
          <Link component={RouterLink} to="/politicas-privacidad" sx={linkSx}>
            {t.privacy}
          </Link>
          <Link component={RouterLink} to="/servicios" sx={linkSx}>
            {t.services}
          </Link>
          <Link component={RouterLink} to="/nosotros" sx={linkSx}>
            {t.aboutLink}
          </Link>
        </FooterColumn>
      </Box>
      <Stack sx={{ borderTop: '1px solid rgba(255,255,255,0.15)', py: 2, px: 2, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ opacity: 0.8, textAlign: 'center' }}>
          {fill(t.rights, { year })}
        </Typography>
      </Stack>
    </Box>
  );
}

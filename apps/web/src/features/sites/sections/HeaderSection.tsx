import { Suspense, lazy, useState } from 'react';
import { Box, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { messages } from '@dorsal/core/i18n/messages';
import { SiteLink } from '../SiteLink.tsx';
import type { SectionProps } from './types.ts';

const t = messages.shell;
const loadDrawer = () => import('./HeaderMenuDrawer.tsx');
const HeaderMenuDrawer = lazy(loadDrawer);

/** The site's bar: logo, title and menu; on phones the menu folds into a button that opens a drawer. */
export function HeaderSection({ section }: SectionProps<'header'>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const hasMenu = section.menu.length > 0;
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Toolbar sx={{ gap: 2, minHeight: 64, maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}>
        {section.logoUrl && <Box component="img" src={section.logoUrl} alt="" sx={{ height: 40, width: 'auto', borderRadius: 1 }} />}
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.15rem', flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {section.title}
        </Typography>
        {hasMenu && (
          <Box component="nav" aria-label={section.title} sx={{ display: { xs: 'none', md: 'flex' }, gap: 3 }}>
            {section.menu.map((link) => (
              <SiteLink key={`${link.href}-${link.label}`} href={link.href} color="inherit" underline="hover" sx={{ fontWeight: 600 }}>
                {link.label}
              </SiteLink>
            ))}
          </Box>
        )}
        {hasMenu && (
          <IconButton
            color="inherit"
            aria-label={t.openMenu}
            aria-expanded={open}
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
      {used && (
        <Suspense fallback={null}>
          <HeaderMenuDrawer section={section} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

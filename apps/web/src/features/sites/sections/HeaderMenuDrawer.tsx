import { Box, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import type { SectionProps } from './types.ts';
import { SiteLink } from '../SiteLink.tsx';

/** The header's menu on phones, as a drawer from the right (loaded on first use). */
export default function HeaderMenuDrawer({ section, open, onClose }: SectionProps<'header'> & { open: boolean; onClose: () => void }) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label={section.title} sx={{ width: 260 }}>
        <List>
          {section.menu.map((link) => (
            <ListItemButton key={`${link.href}-${link.label}`} component={SiteLink} href={link.href} underline="none" color="inherit" onClick={onClose}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}

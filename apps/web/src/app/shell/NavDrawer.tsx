import { Box, Divider, Drawer, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { messages } from '@dorsal/core';
import { useCurrentUser } from '../../shared/accounts/api.ts';
import { DrawerHeader } from './DrawerHeader.tsx';
import { navItems, type NavItem } from './navItems.ts';

function isCurrent(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The side menu: account header and the spec's entries ('Usuarios Autorizados' for admins only, 'Administrar eventos' for any signed-in account: anyone may create an event). */
export function NavDrawer({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const visible = (item: NavItem) =>
    item.audience === undefined || (item.audience === 'admin' ? user?.role === 'admin' : user !== null);
  const items = navItems.filter(visible);
  return (
    <Drawer
      id={id}
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': messages.shell.menu, sx: { width: 300, maxWidth: '86vw', borderRadius: 0 } } }}
    >
      <DrawerHeader onClose={onClose} />
      <Divider />
      <Box component="nav" aria-label={messages.shell.mainNavigation} sx={{ overflowY: 'auto' }}>
        <List sx={{ py: 1 }}>
          {items.map(({ label, to, icon: Icon }) => {
            const current = isCurrent(pathname, to);
            return (
              <ListItem key={to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={to}
                  onClick={onClose}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  sx={{ mx: 1, borderRadius: 2, minHeight: 48 }}
                >
                  <ListItemIcon sx={{ minWidth: 40, color: current ? 'primary.main' : 'text.secondary' }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: current ? 700 : 500 } } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}

import { useMediaQuery, useTheme } from '@mui/material';

/** Below the md breakpoint: full-screen dialogs and compact result rows. */
export function usePhoneLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'));
}

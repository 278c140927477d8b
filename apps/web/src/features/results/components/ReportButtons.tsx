import { Box, Button } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import CategoryIcon from '@mui/icons-material/Category';
import WcIcon from '@mui/icons-material/Wc';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import type { SvgIconComponent } from '@mui/icons-material';
import { messages } from '@dorsal/core';
import { dialogTitles } from '../reportKinds.ts';
import type { ResultsDialogKind } from '../reportKinds.ts';

const buttons: { kind: ResultsDialogKind; icon: SvgIconComponent }[] = [
  { kind: 'search', icon: SearchIcon },
  { kind: 'winners', icon: EmojiEventsIcon },
  { kind: 'category', icon: CategoryIcon },
  { kind: 'branch', icon: WcIcon },
  { kind: 'general', icon: FormatListNumberedIcon },
];

/** The buttons that open the search and the four reports. */
export function ReportButtons({ onOpen }: { onOpen: (kind: ResultsDialogKind) => void }) {
  return (
    <Box
      component="nav"
      aria-label={messages.results.reportsLabel}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, alignContent: 'start' }}
    >
      {buttons.map(({ kind, icon: Icon }) => (
        <Button
          key={kind}
          onClick={() => onOpen(kind)}
          variant={kind === 'search' ? 'contained' : 'outlined'}
          color={kind === 'search' ? 'secondary' : 'primary'}
          size="large"
          startIcon={<Icon />}
          sx={{ justifyContent: 'flex-start', gridColumn: kind === 'search' ? { sm: '1 / -1' } : undefined, bgcolor: kind === 'search' ? undefined : 'background.paper' }}
        >
          {dialogTitles[kind]}
        </Button>
      ))}
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import CampaignIcon from '@mui/icons-material/Campaign';
import { messages } from '@dorsal/core';

/** The organizer's message (messages.message_1), highlighted. */
export function OrganizerMessage({ text }: { text: string }) {
  return (
    <Box
      component="section"
      aria-label={messages.events.organizerMessage}
      data-testid="organizer-message"
      sx={{
        display: 'flex',
        gap: 1.5,
        p: { xs: 2, sm: 2.5 },
        mb: 3,
        borderRadius: 3,
        bgcolor: '#FFF4E5',
        border: '1px solid #FFD8A8',
        borderLeft: '6px solid',
        borderLeftColor: 'secondary.main',
      }}
    >
      <CampaignIcon aria-hidden sx={{ color: 'secondary.dark', mt: '2px' }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{messages.events.organizerMessage}</Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Typography>
      </Box>
    </Box>
  );
}

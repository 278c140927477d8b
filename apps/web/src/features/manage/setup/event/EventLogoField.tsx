import { Avatar, Box, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { fill, messages, type EventSettingsView } from '@dorsal/core';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUploadButton } from '../../../../shared/ui/ImageUploadButton.tsx';
import { useEventsChanged } from '../../api.ts';

const t = messages.eventSetup;

/** 'Logo del evento': the current logo and 'Subir logo' with the upload's progress (owner and organizer managers). */
export function EventLogoField({ event, editable }: { event: EventSettingsView; editable: boolean }) {
  const queryClient = useQueryClient();
  const changed = useEventsChanged();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }} data-testid="event-logo">
      <Avatar
        variant="rounded"
        src={event.logoUrl ?? undefined}
        alt={fill(t.logoAlt, { name: event.name })}
        sx={{ width: 96, height: 96, bgcolor: '#EEF2F8', color: 'text.secondary', '& img': { objectFit: 'contain' } }}
      >
        <ImageIcon fontSize="large" />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
        <Typography sx={{ fontWeight: 700 }}>{t.logo}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.logoHint}
        </Typography>
        {editable && (
          <ImageUploadButton<{ event: EventSettingsView }>
            label={t.changeLogo}
            icon={<ImageIcon />}
            url={`/api/manage/events/${event.id}/logo`}
            field="logo"
            progressText={t.uploading}
            successText={t.logoSaved}
            onUploaded={(answer) => {
              queryClient.setQueryData(['event-settings', event.id], answer.event);
              changed(event.id);
            }}
          />
        )}
      </Box>
    </Box>
  );
}

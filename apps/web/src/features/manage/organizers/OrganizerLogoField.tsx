import { Avatar, Box, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { messages, type OrganizerView } from '@dorsal/core';
import { ImageUploadButton } from '../../../shared/ui/ImageUploadButton.tsx';
import { useOrganizerChanged } from './organizersApi.ts';

const t = messages.organizers;

/** 'Logo del organizador': the current logo and 'Subir logo' with the upload's progress. */
export function OrganizerLogoField({ organizer }: { organizer: OrganizerView }) {
  const changed = useOrganizerChanged();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }} data-testid="organizer-logo">
      <Avatar
        variant="rounded"
        src={organizer.logoUrl ?? undefined}
        alt={`${t.logo}: ${organizer.name}`}
        sx={{ width: 96, height: 96, bgcolor: '#EEF2F8', color: 'text.secondary', '& img': { objectFit: 'contain' } }}
      >
        <ImageIcon fontSize="large" />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
        <Typography sx={{ fontWeight: 700 }}>{t.logo}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {messages.eventSetup.logoHint}
        </Typography>
        <ImageUploadButton<{ organizer: OrganizerView }>
          label={messages.eventSetup.changeLogo}
          icon={<ImageIcon />}
          url={`/api/manage/organizers/${organizer.id}/logo`}
          field="logo"
          progressText={messages.eventSetup.uploading}
          successText={messages.eventSetup.logoSaved}
          onUploaded={(answer) => changed(answer.organizer)}
        />
      </Box>
    </Box>
  );
}

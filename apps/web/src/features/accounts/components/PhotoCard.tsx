import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { messages, fill } from '@dorsal/core';
import type { AccountView } from '@dorsal/core';
import { formatShortDate } from '../../../shared/formatting/dates.ts';
import { ImageUploadButton } from '../../../shared/ui/ImageUploadButton.tsx';
import { useSessionUpdate } from '../../../shared/accounts/api.ts';

const t = messages.profile;

/** The profile photo with 'Cambiar foto' and the upload's progress. */
export function PhotoCard({ user }: { user: AccountView }) {
  const setUser = useSessionUpdate();
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5, p: 3 }}>
        <Avatar
          src={user.photoUrl ?? undefined}
          alt={t.photoAlt}
          sx={{ width: 128, height: 128, bgcolor: 'primary.main', fontSize: 48 }}
        >
          {user.firstNames.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
          <Typography variant="h3" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {user.firstNames} {user.lastNames}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {fill(t.memberSince, { date: formatShortDate(user.createdAt) })}
          </Typography>
        </Box>
        <ImageUploadButton<{ user: AccountView }>
          label={t.changePhoto}
          icon={<PhotoCamera />}
          url="/api/me/photo"
          field="photo"
          progressText={t.uploading}
          successText={messages.account.photoSaved}
          onUploaded={(answer) => setUser(answer.user)}
        />
      </CardContent>
    </Card>
  );
}

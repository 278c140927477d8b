import { Box, Paper, Stack, Typography } from '@mui/material';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import { useQueryClient } from '@tanstack/react-query';
import { messages, type MyParticipation } from '@dorsal/core';
import { ImageUploadButton } from '../../../../shared/ui/ImageUploadButton.tsx';
import { meKey, photoUploadPath } from '../api.ts';

const t = messages.challengeAthlete.photos;

/** Uploads the start, finish or an evidence photo with its progress; shows what is stored. */
export function PhotoUpload({ challengeId, kind, title, photos, label }: { challengeId: string; kind: 'startLine' | 'finishLine' | 'evidence'; title: string; photos: string[]; label: string }) {
  const client = useQueryClient();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {title}
      </Typography>
      {photos.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          {photos.map((url) => (
            <Box key={url} component="img" src={url} alt={title} sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 2 }} />
          ))}
        </Stack>
      )}
      <ImageUploadButton<{ participant: MyParticipation }>
        label={label}
        icon={<AddAPhotoIcon />}
        url={photoUploadPath(challengeId, kind)}
        field="photo"
        progressText={t.uploading}
        successText={t.uploaded}
        onUploaded={(answer) => {
          client.setQueryData(meKey(challengeId), answer);
          void client.invalidateQueries({ queryKey: ['challenge', challengeId, 'gallery'] });
          void client.invalidateQueries({ queryKey: ['challenge', challengeId, 'results'] });
        }}
      />
    </Paper>
  );
}

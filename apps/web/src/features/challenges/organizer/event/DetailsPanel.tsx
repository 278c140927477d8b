import { Box, Stack } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { messages, type ChallengeConfig } from '@dorsal/core';
import { ImageUploadButton } from '../../../../shared/ui/ImageUploadButton.tsx';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { configRequests, csvUrl, useConfigChange, useConfigChanged } from '../api.ts';
import { ChallengeForm } from '../dashboard/ChallengeForm.tsx';

const t = messages.challengeOrganizer;

/** The details (the create form's fields) and the event photo. */
export function DetailsPanel({ challenge }: { challenge: ChallengeConfig }) {
  const update = useConfigChange(challenge.id, configRequests(challenge.id).update);
  const changed = useConfigChanged(challenge.id);
  const toast = useToast();
  return (
    <Stack spacing={3}>
      <Box>
        <ImageUploadButton<{ challenge: ChallengeConfig }>
          label={t.photo.upload}
          icon={<AddPhotoAlternateIcon />}
          url={csvUrl.photo(challenge.id)}
          field="photo"
          progressText={t.photo.uploading}
          successText={t.photo.saved}
          onUploaded={(answer) => changed(answer.challenge)}
        />
      </Box>
      <ChallengeForm
        key={challenge.id}
        challenge={challenge}
        submitLabel={t.form.save}
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          toast.success(t.form.saved);
        }}
      />
    </Stack>
  );
}

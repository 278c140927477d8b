import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { challengeImagesApi, fill, imageFileName, messages, routePath } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { downloadFile } from './challengeImagesApi.ts';

const t = messages.challengeImages;
/** Spec §8: the 'Evento en desarrollo…' toast lasts 5 s. */
const NOT_ENDED_MS = 5000;

/** The athlete's certificate downloads (JPG and PDF); while the challenge is open the server answers 409 and a 5 s toast says why. */
export function ChallengeCertificateButton({ challengeId }: { challengeId: string }) {
  const [busy, setBusy] = useState<'jpg' | 'pdf' | null>(null);
  const toast = useToast();
  async function download(format: 'jpg' | 'pdf') {
    setBusy(format);
    try {
      await downloadFile(routePath(challengeImagesApi.certificate, { id: challengeId, userId: 'me', format }), imageFileName(fill(t.fileNames.certificate, { name: '' }), {}, format));
    } catch (failure) {
      toast.error(errorMessage(failure), failure instanceof ApiError && failure.status === 409 ? NOT_ENDED_MS : undefined);
    } finally {
      setBusy(null);
    }
  }
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="contained" startIcon={<DownloadIcon />} loading={busy === 'jpg'} onClick={() => void download('jpg')}>
        {t.certificateJpeg}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} loading={busy === 'pdf'} onClick={() => void download('pdf')}>
        {t.certificatePdf}
      </Button>
    </Stack>
  );
}

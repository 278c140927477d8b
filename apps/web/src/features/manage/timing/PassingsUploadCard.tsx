import { Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { fill, messages, routePath, timingApi, type PassingBatchAnswer } from '@dorsal/core';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useFileImport } from '../useFileImport.ts';
import { FileImportButton } from '../components/FileImportButton.tsx';

const t = messages.timing.csv;

/** 'Subir pasos (CSV)': a timing system's export, all or nothing, with each bad line listed. */
export function PassingsUploadCard({ eventId }: { eventId: number }) {
  const toast = useToast();
  const client = useQueryClient();
  const state = useFileImport<PassingBatchAnswer>(routePath(timingApi.uploadPassings, { id: eventId }), (answer) => {
    toast.success(fill(t.uploaded, { accepted: answer.accepted, duplicates: answer.duplicates, held: answer.review + answer.unmatched }));
    void client.invalidateQueries({ queryKey: ['timing-review', eventId] });
  });
  return (
    <Card component="section" aria-labelledby="passings-upload">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="passings-upload" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {t.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.lead}
        </Typography>
        <FileImportButton label={t.upload} accept=".csv,.txt,text/csv" state={state} />
      </CardContent>
    </Card>
  );
}


import { useQueryClient } from '@tanstack/react-query';
import { fill, messages, routePath, timingApi, type PassingBatchAnswer } from '@dorsal/core';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useFileImport } from '../useFileImport.ts';
import { FileImportButton } from '../components/FileImportButton.tsx';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';

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
    <AdminSectionCard id="passings-upload" title={t.title} lead={t.lead}>
      <FileImportButton label={t.upload} accept=".csv,.txt,text/csv" state={state} />
    </AdminSectionCard>
  );
}

import { messages, fill } from '@dorsal/core';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useEventsChanged } from '../api.ts';
import { useFileImport } from '../useFileImport.ts';
import { FileImportButton } from './FileImportButton.tsx';

const t = messages.manage;

/** 'Importar resultados' (.csv or .json) for one event. */
export function ResultsImport({ eventId }: { eventId: number }) {
  const toast = useToast();
  const changed = useEventsChanged();
  const state = useFileImport<{ imported: number }>(`/api/events/${eventId}/results/import`, (answer) => {
    toast.success(fill(t.importedResults, { count: answer.imported }));
    changed(eventId);
  });
  return (
    <FileImportButton label={t.importResults} accept=".csv,.json,text/csv,application/json" state={state} hint={t.importResultsHint} />
  );
}

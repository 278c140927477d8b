import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { defaultViewConfig, fill, messages, type EventView } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { TooltipIconButton } from '../../../shared/ui/TooltipIconButton.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';
import { ViewEditor } from './ViewEditor.tsx';
import { useDeleteView, useFirstBib, useViews } from './viewsApi.ts';

const t = messages.views.editor;

/** 'Vistas': the event's custom views (`/views/{eventId}/{n}/{bib}`), listed, created, edited with a preview, deleted. */
export function ViewsSection({ eventId, editable }: { eventId: number; editable: boolean }) {
  const views = useViews(eventId);
  const firstBib = useFirstBib(eventId);
  const remove = useDeleteView(eventId);
  const toast = useToast();
  const [editing, setEditing] = useState<EventView | 'new' | null>(null);
  const sampleBib = firstBib.data ?? null;
  const publicPath = (view: EventView) => `/views/${eventId}/${view.viewIndex}${sampleBib === null ? '' : `/${sampleBib}`}`;

  if (editing) {
    return (
      <ViewEditor
        eventId={eventId}
        initial={editing === 'new' ? { ...defaultViewConfig(t.add), viewIndex: null } : editing}
        sampleBib={sampleBib}
        onDone={() => setEditing(null)}
      />
    );
  }
  return (
    <AdminSectionCard id="event-views" title={t.title} lead={t.intro}>
      {views.isPending ? (
        <LoadingState label={messages.views.loading} />
      ) : views.isError ? (
        <Alert severity="error">{errorMessage(views.error)}</Alert>
      ) : (
        <>
          {views.data.views.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {views.data.views.map((view) => (
              <Box component="li" key={view.viewIndex} data-testid="event-view" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 1, borderBottom: '1px solid', borderColor: 'divider', flexWrap: 'wrap' }}>
                <Typography sx={{ flex: '1 1 200px', fontWeight: 600 }}>
                  {view.viewIndex}. {view.name}
                </Typography>
                <Button size="small" href={publicPath(view)} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
                  {t.open}
                </Button>
                {editable && (
                  <>
                    <TooltipIconButton label={`${t.edit} ${view.name}`} onClick={() => setEditing(view)}>
                      <EditIcon fontSize="small" />
                    </TooltipIconButton>
                    <TooltipIconButton
                      label={`${t.delete} ${view.name}`}
                      onClick={() =>
                        remove.mutate(view.viewIndex, { onSuccess: () => toast.success(t.deleted), onError: (error) => toast.error(errorMessage(error)) })
                      }
                    >
                      <DeleteIcon fontSize="small" />
                    </TooltipIconButton>
                  </>
                )}
              </Box>
            ))}
          </Box>
          {views.data.views[0] && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
              {fill(t.address, { url: `${window.location.origin}/views/${eventId}/{n}/{número}` })}
            </Typography>
          )}
          {editable && (
            <Button variant="contained" startIcon={<AddIcon />} sx={{ mt: 2 }} onClick={() => setEditing('new')}>
              {t.add}
            </Button>
          )}
        </>
      )}
    </AdminSectionCard>
  );
}

import { useId, useState } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { controlCode, fill, messages, type CheckpointKind, type CheckpointView, type CheckpointsView } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { TooltipIconButton } from '../../../../shared/ui/TooltipIconButton.tsx';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { AdminSectionCard } from '../../components/AdminSectionCard.tsx';
import { CheckpointDialog } from './CheckpointDialog.tsx';
import { checkpointValuesOf, newCheckpointValues, type CheckpointValues } from './checkpointForm.ts';
import { useCheckpoints, useRemoveCheckpoint } from './checkpointsApi.ts';

const t = messages.eventSetup.checkpoints;
const kindLabel = (kind: number) => t.kinds[kind as CheckpointKind] ?? String(kind);

function CheckpointRow({ checkpoint, modalities, editable, onEdit, onRemove }: {
  checkpoint: CheckpointView;
  modalities: CheckpointsView['modalities'];
  editable: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const nameOf = (code: string) => modalities.find((modality) => modality.code === code)?.name ?? code;
  return (
    <Box component="li" data-testid="checkpoint" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1.25, borderBottom: '1px solid', borderColor: 'divider', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <Box component="span" className="tabular-nums">
            {checkpoint.number}
          </Box>
          {' · '}
          {checkpoint.description}
          {checkpoint.distanceKm !== null && (
            <Box component="span" className="tabular-nums" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {` · ${checkpoint.distanceKm} km`}
            </Box>
          )}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.5 }}>
          {checkpoint.laps.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t.noLaps}
            </Typography>
          )}
          {checkpoint.laps.map((lap) => (
            <Chip
              key={`${lap.modalityCode}-${lap.lap}`}
              size="small"
              variant="outlined"
              sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
              label={fill(t.lapSummary, { modality: nameOf(lap.modalityCode), lap: lap.lap, kind: kindLabel(lap.kind), code: controlCode(checkpoint.number, lap.lap) })}
            />
          ))}
        </Box>
      </Box>
      {editable && (
        <Box sx={{ display: 'flex' }}>
          <TooltipIconButton label={fill(t.edit, { number: checkpoint.number })} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </TooltipIconButton>
          <TooltipIconButton label={fill(t.remove, { number: checkpoint.number })} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </TooltipIconButton>
        </Box>
      )}
    </Box>
  );
}

/** Asks before removing a checkpoint; the server refuses one timing already read at. */
function RemoveDialog({ eventId, checkpoint, onClose }: { eventId: number; checkpoint: CheckpointView; onClose: () => void }) {
  const titleId = useId();
  const remove = useRemoveCheckpoint(eventId);
  const toast = useToast();
  async function confirm() {
    try {
      await remove.mutateAsync(checkpoint.number);
      toast.success(fill(t.removed, { number: checkpoint.number }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
    onClose();
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{fill(t.remove, { number: checkpoint.number })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{fill(t.confirmRemove, { number: checkpoint.number, description: checkpoint.description })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{messages.eventSetup.cancel}</Button>
        <Button variant="contained" color="error" loading={remove.isPending} onClick={() => void confirm()}>
          {t.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Puntos de control': where timing reads, each counted in some modalities' laps; one dialog per checkpoint. */
export function CheckpointsSection({ eventId, editable }: { eventId: number; editable: boolean }) {
  const query = useCheckpoints(eventId);
  const [editing, setEditing] = useState<{ values: CheckpointValues; number: number | null } | null>(null);
  const [removing, setRemoving] = useState<CheckpointView | null>(null);
  if (query.isPending) return <LoadingState label={messages.eventSetup.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const { checkpoints, modalities } = query.data;
  const codes = modalities.map((modality) => modality.code);
  return (
    <AdminSectionCard id="checkpoints-title" title={t.title} lead={t.lead}>
      {checkpoints.length === 0 ? (
        <Alert severity="info">{modalities.length === 0 ? t.noModalities : t.empty}</Alert>
      ) : (
        <Box component="ul" aria-labelledby="checkpoints-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {checkpoints.map((checkpoint) => (
            <CheckpointRow
              key={checkpoint.number}
              checkpoint={checkpoint}
              modalities={modalities}
              editable={editable}
              onEdit={() => setEditing({ values: checkpointValuesOf(checkpoint), number: checkpoint.number })}
              onRemove={() => setRemoving(checkpoint)}
            />
          ))}
        </Box>
      )}
      {editable && (
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} disabled={modalities.length === 0} onClick={() => setEditing({ values: newCheckpointValues(checkpoints, codes), number: null })}>
            {t.add}
          </Button>
        </Box>
      )}
      {editing && <CheckpointDialog eventId={eventId} initial={editing.values} number={editing.number} modalities={modalities} onClose={() => setEditing(null)} />}
      {removing && <RemoveDialog eventId={eventId} checkpoint={removing} onClose={() => setRemoving(null)} />}
    </AdminSectionCard>
  );
}

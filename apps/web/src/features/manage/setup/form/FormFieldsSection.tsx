import { useState } from 'react';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { eventFormSetupSchema, fill, messages, type FormFieldView } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { TooltipIconButton } from '../../../../shared/ui/TooltipIconButton.tsx';
import { AdminSectionCard } from '../../components/AdminSectionCard.tsx';
import { ListEditorActions } from '../../components/ListEditorActions.tsx';
import { fieldValuesOf, newFieldValues } from './fieldForm.ts';
import { FormFieldDialog } from './FormFieldDialog.tsx';
import { FormPreview } from './FormPreview.tsx';
import { placeKeyed, type Editing } from '../keyedList.ts';
import { useFormFields, useSaveFormFields } from './formFieldsApi.ts';

const t = messages.eventSetup.form;

function FieldRow({ field, index, count, editable, onEdit, onMove, onRemove }: {
  field: FormFieldView;
  index: number;
  count: number;
  editable: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <Box component="li" data-testid="form-field" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: '1px solid', borderColor: 'divider', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{field.label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t.types[field.type]} · {field.id}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        {field.required && <Chip size="small" label={t.requiredTag} />}
        {field.hideInPublic && <Chip size="small" variant="outlined" label={t.staffOnlyTag} />}
      </Stack>
      {editable && (
        <Box sx={{ display: 'flex' }}>
          <TooltipIconButton label={fill(t.moveUp, { label: field.label })} onClick={() => onMove(-1)} disabled={index === 0}>
            <ArrowUpwardIcon fontSize="small" />
          </TooltipIconButton>
          <TooltipIconButton label={fill(t.moveDown, { label: field.label })} onClick={() => onMove(1)} disabled={index === count - 1}>
            <ArrowDownwardIcon fontSize="small" />
          </TooltipIconButton>
          <TooltipIconButton label={fill(t.edit, { label: field.label })} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </TooltipIconButton>
          <TooltipIconButton label={fill(t.remove, { label: field.label })} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </TooltipIconButton>
        </Box>
      )}
    </Box>
  );
}

function FormEditor({ eventId, saved, editable }: { eventId: number; saved: FormFieldView[]; editable: boolean }) {
  const [fields, setFields] = useState(saved);
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSaveFormFields(eventId);
  const toast = useToast();
  const dirty = JSON.stringify(fields) !== JSON.stringify(saved);

  const move = (index: number, by: -1 | 1) =>
    setFields((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  /** The dialog's field into the list; a key another field already has is refused. */
  function apply(field: FormFieldView): string | null {
    const next = placeKeyed(fields, editing, field, (f) => f.id);
    if (!next) return t.idRepeated;
    setFields(next);
    setEditing(null);
    return null;
  }

  async function submit() {
    const parsed = eventFormSetupSchema.safeParse({ fields });
    if (!parsed.success) return toast.error(parsed.error.issues[0]!.message);
    try {
      const answer = await save.mutateAsync(parsed.data);
      setFields(answer.fields);
      toast.success(t.saved);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <AdminSectionCard id="form-fields-title" title={t.title} lead={t.lead}>
        {fields.length === 0 ? (
          <Alert severity="info">{t.empty}</Alert>
        ) : (
          <Box component="ol" aria-labelledby="form-fields-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {fields.map((field, index) => (
              <FieldRow
                key={field.id}
                field={field}
                index={index}
                count={fields.length}
                editable={editable}
                onEdit={() => setEditing(index)}
                onMove={(by) => move(index, by)}
                onRemove={() => setFields((current) => current.filter((_, at) => at !== index))}
              />
            ))}
          </Box>
        )}
        {editable && (
          <ListEditorActions addLabel={t.add} saveLabel={t.save} unsavedText={t.unsaved} dirty={dirty} saving={save.isPending} onAdd={() => setEditing('new')} onSave={() => void submit()} />
        )}
      </AdminSectionCard>
      <FormPreview fields={fields} />
      {editing !== null && (
        <FormFieldDialog
          initial={editing === 'new' ? newFieldValues() : fieldValuesOf(fields[editing]!)}
          isNew={editing === 'new'}
          onApply={apply}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}

/** The 'Formulario' tab: the event's extra fields, edited as a list and saved at once, beside the athlete's view. */
export function FormFieldsSection({ eventId, editable }: { eventId: number; editable: boolean }) {
  const query = useFormFields(eventId);
  if (query.isPending) return <LoadingState label={messages.eventSetup.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return <FormEditor eventId={eventId} saved={query.data.fields} editable={editable} />;
}

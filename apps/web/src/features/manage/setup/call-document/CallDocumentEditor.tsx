import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { callDocumentEditSchema, messages, type CallDocument } from '@dorsal/core';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { CallDocumentBlock } from '../../../../shared/events/CallDocumentBlock.tsx';
import { BlockEditor } from './BlockEditor.tsx';
import { emptyBlock, fieldOfIssue, toCallDocument, toValues, type CallDocumentValues } from './callDocumentForm.ts';
import { useSaveCallDocument } from '../eventSetupApi.ts';

const t = messages.eventSetup.callDocument;

/** The convocatoria editor: blocks in reading order, checked with the same rules as the API, and a live preview. */
export function CallDocumentEditor({ eventId, document, editable }: { eventId: number; document: CallDocument | null; editable: boolean }) {
  const { register, control, handleSubmit, formState, setError, setValue, reset } = useForm<CallDocumentValues>({ defaultValues: toValues(document) });
  const blocks = useFieldArray({ control, name: 'blocks' });
  const watched = useWatch({ control });
  const preview = toCallDocument({ title: watched.title ?? '', blocks: (watched.blocks ?? []).map((block) => ({ ...emptyBlock(), ...block })) });
  const save = useSaveCallDocument(eventId);
  const toast = useToast();

  const onSubmit = handleSubmit(async (values) => {
    const parsed = callDocumentEditSchema.safeParse(toCallDocument(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(fieldOfIssue(issue.path) as never, { message: issue.message });
      return;
    }
    try {
      const answer = await save.mutateAsync(parsed.data);
      reset(toValues(answer.callDocument));
      toast.success(t.saved);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} data-testid="call-document-editor">
        <Typography color="text.secondary">{t.lead}</Typography>
        <Box component="fieldset" disabled={!editable} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
          <TextField {...fieldProps(register('title'), formState.errors.title)} label={t.title} />
          {blocks.fields.length === 0 && <Alert severity="info">{t.empty}</Alert>}
          {blocks.fields.map((block, index) => (
            <BlockEditor
              key={block.id}
              eventId={eventId}
              index={index}
              count={blocks.fields.length}
              kind={watched.blocks?.[index]?.kind ?? block.kind}
              register={register}
              errors={formState.errors}
              onMove={(from, to) => blocks.move(from, to)}
              onRemove={(at) => blocks.remove(at)}
              onImageUploaded={(at, url) => setValue(`blocks.${at}.url`, url, { shouldDirty: true, shouldValidate: true })}
            />
          ))}
        </Box>
        {editable && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => blocks.append(emptyBlock())}>
              {t.addBlock}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t.save}
            </Button>
          </Stack>
        )}
      </Stack>
      <Card component="section" aria-label={t.preview} data-testid="call-document-preview">
        <CardContent sx={{ display: 'grid', gap: 2.5 }}>
          <Typography variant="overline" color="text.secondary">
            {t.preview}
          </Typography>
          {preview.title && (
            <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
              {preview.title}
            </Typography>
          )}
          {preview.blocks.map((block, index) => (
            <CallDocumentBlock key={index} block={block} />
          ))}
        </CardContent>
      </Card>
    </Box>
  );
}

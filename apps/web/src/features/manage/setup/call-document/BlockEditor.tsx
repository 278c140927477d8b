import { Box, Card, CardContent, TextField, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ImageIcon from '@mui/icons-material/Image';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { callDocumentBlockKinds, eventsApi, fill, messages, routePath, type RouteAnswer } from '@dorsal/core';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { ImageUploadButton } from '../../../../shared/ui/ImageUploadButton.tsx';
import { TooltipIconButton } from '../../../../shared/ui/TooltipIconButton.tsx';
import type { BlockKind, CallDocumentValues } from './callDocumentForm.ts';

const t = messages.eventSetup.callDocument;

interface Props {
  eventId: number;
  index: number;
  count: number;
  kind: BlockKind;
  register: UseFormRegister<CallDocumentValues>;
  errors: FieldErrors<CallDocumentValues>;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** An image block's upload answered its address. */
  onImageUploaded: (index: number, url: string) => void;
}

/** One block of the call document: its kind, the fields that kind has, and move / remove. */
export function BlockEditor({ eventId, index, count, kind, register, errors, onMove, onRemove, onImageUploaded }: Props) {
  const number = index + 1;
  const blockErrors = errors.blocks?.[index];
  const field = (name: 'kind' | 'title' | 'text' | 'items' | 'label' | 'url' | 'alt') =>
    fieldProps(register(`blocks.${index}.${name}`), blockErrors?.[name]);
  return (
    <Card variant="outlined" component="section" aria-label={fill(t.block, { number })} data-testid="call-block">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, flex: '1 1 auto' }}>{fill(t.block, { number })}</Typography>
          <TooltipIconButton label={fill(t.moveUp, { number })} onClick={() => onMove(index, index - 1)} disabled={index === 0}>
            <ArrowUpwardIcon fontSize="small" />
          </TooltipIconButton>
          <TooltipIconButton label={fill(t.moveDown, { number })} onClick={() => onMove(index, index + 1)} disabled={index === count - 1}>
            <ArrowDownwardIcon fontSize="small" />
          </TooltipIconButton>
          <TooltipIconButton label={fill(t.remove, { number })} onClick={() => onRemove(index)}>
            <DeleteOutlineIcon fontSize="small" />
          </TooltipIconButton>
        </Box>
        <TextField {...field('kind')} select label={t.kind} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {callDocumentBlockKinds.map((value) => (
            <option key={value} value={value}>
              {t.kinds[value]}
            </option>
          ))}
        </TextField>
        {(kind === 'text' || kind === 'list') && <TextField {...field('title')} label={t.blockTitle} />}
        {kind === 'text' && <TextField {...field('text')} label={t.text} helperText={blockErrors?.text?.message ?? t.textHint} multiline minRows={4} />}
        {kind === 'list' && <TextField {...field('items')} label={t.items} multiline minRows={3} />}
        {(kind === 'link' || kind === 'map') && <TextField {...field('label')} label={kind === 'map' ? t.mapLabel : t.label} />}
        {(kind === 'link' || kind === 'map' || kind === 'image') && (
          <TextField
            {...field('url')}
            label={t.url}
            type="url"
            // An upload writes the address without typing: the label stays above it.
            slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false }, ...(kind === 'image' ? { inputLabel: { shrink: true } } : {}) }}
            {...(kind === 'image' ? { helperText: blockErrors?.url?.message ?? t.imageHint } : {})}
          />
        )}
        {kind === 'image' && (
          <div>
            <ImageUploadButton<RouteAnswer<typeof eventsApi.uploadCallDocumentImage>>
              label={t.uploadImage}
              icon={<ImageIcon />}
              url={routePath(eventsApi.uploadCallDocumentImage, { id: eventId })}
              field="image"
              progressText={messages.eventSetup.images.uploading}
              successText={t.imageUploaded}
              onUploaded={(answer) => onImageUploaded(index, answer.imageUrl)}
            />
          </div>
        )}
        {kind === 'image' && <TextField {...field('alt')} label={t.alt} />}
      </CardContent>
    </Card>
  );
}

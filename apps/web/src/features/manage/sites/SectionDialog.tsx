import { useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { fill, messages, siteSectionSchema, type SiteSectionInput } from '@dorsal/core';
import type { Problems } from './siteDraft.ts';
import { SelectInput, SwitchInput, TextInput } from './FieldControls.tsx';
import { SectionFields } from './SectionFields.tsx';

const t = messages.siteEditor;

interface Props {
  section: SiteSectionInput;
  /** Problems the page already reports for it (repeated id, the server's): shown from the start. */
  reported: Problems;
  siteId: number;
  events: readonly { id: number; name: string }[];
  onApply: (section: SiteSectionInput) => void;
  onClose: () => void;
}

/** Edits a copy of one section; 'Listo' puts it back in the draft (a broken one stays marked in the list). */
export function SectionDialog({ section, reported, siteId, events, onApply, onClose }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [value, setValue] = useState(section);
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(reported).map((path) => path.split('.')[0] ?? '')));
  const problems = useMemo<Problems>(() => {
    const result = siteSectionSchema.safeParse(value);
    const found: Problems = {};
    if (!result.success) for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
    return { ...(value === section ? reported : {}), ...found };
  }, [value, reported, section]);
  const shown = Object.fromEntries(Object.entries(problems).filter(([path]) => touched.has(path.split('.')[0] ?? '')));
  const change = (next: SiteSectionInput) => {
    const before = value as unknown as Record<string, unknown>;
    const after = next as unknown as Record<string, unknown>;
    setTouched((current) => new Set([...current, ...Object.keys(after).filter((key) => before[key] !== after[key])]));
    setValue(next);
  };
  const layout = value as unknown as { id: string; width?: number; padding?: number; hidden?: boolean };
  const set = (name: string, v: unknown) => change({ ...value, [name]: v } as SiteSectionInput);

  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="section-dialog-title">
      <DialogTitle id="section-dialog-title">{fill(t.sectionDialog, { kind: t.kinds[value.kind] })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <SectionFields section={value} onChange={change} problems={shown} siteId={siteId} events={events} />
          <Divider />
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {t.layout}
          </Typography>
          <TextInput label={t.fields.id} value={layout.id} onChange={(id) => set('id', id)} error={shown.id} />
          <Stack direction="row" spacing={1}>
            <SelectInput label={t.width} value={layout.width ?? 6} options={[1, 2, 3, 4, 5, 6].map((n) => ({ value: n, label: String(n) }))} onChange={(n) => set('width', n)} />
            <SelectInput label={t.padding} value={layout.padding ?? 2} options={[0, 1, 2, 3, 4, 6, 8, 10].map((n) => ({ value: n, label: String(n) }))} onChange={(n) => set('padding', n)} />
          </Stack>
          <SwitchInput label={t.hidden} checked={Boolean(layout.hidden)} onChange={(hidden) => set('hidden', hidden)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onApply(value);
            onClose();
          }}
        >
          {t.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

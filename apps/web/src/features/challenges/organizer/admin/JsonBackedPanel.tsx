import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import type { z } from 'zod';
import { messages, parseJsonText } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';

const t = messages.challengeOrganizer.json;

/**
 * An admin panel edited as a form, with JSON text as the expert option; both are checked by the same core schema
 * before saving, and the server checks again.
 */
export function JsonBackedPanel<T>({ idPrefix, value, schema, savedText, onSave, children }: {
  idPrefix: string;
  value: T;
  schema: z.ZodType<T>;
  savedText: string;
  onSave: (value: T) => Promise<unknown>;
  children: (value: T, setValue: (value: T) => void) => ReactNode;
}) {
  const [draft, setDraft] = useState<T>(value);
  const [json, setJson] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const toast = useToast();

  async function save() {
    let candidate: T;
    if (json !== null) {
      const parsed = parseJsonText(json, schema);
      if (!parsed.ok) return setError(parsed.message);
      candidate = parsed.value;
    } else {
      const parsed = schema.safeParse(draft);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return setError(`${issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? t.invalid}`);
      }
      candidate = parsed.data;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(candidate);
      setDraft(candidate);
      if (json !== null) setJson(JSON.stringify(candidate, null, 2));
      toast.success(savedText);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  function switchMode() {
    setError(null);
    if (json === null) return setJson(JSON.stringify(draft, null, 2));
    const parsed = parseJsonText(json, schema);
    if (!parsed.ok) return setError(parsed.message);
    setDraft(parsed.value);
    setJson(null);
  }

  return (
    <Stack spacing={2}>
      {json === null ? children(draft, setDraft) : <TextField id={`${idPrefix}-json`} label={t.label} multiline minRows={8} value={json} onChange={(event) => setJson(event.target.value)} slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }} />}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" loading={saving} onClick={() => void save()}>
          {messages.common.save}
        </Button>
        <Button onClick={switchMode}>{json === null ? t.expert : t.form}</Button>
      </Box>
    </Stack>
  );
}

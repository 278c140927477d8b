import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { CHAT_MESSAGE_MAX, fill, messages } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';

const t = messages.challengeChat;

/** The message box: checked before sending (empty, longer than 1,000 characters) with the Spanish message; the server's refusal (e.g. too many messages) shown as it comes. */
export function Composer({ label, onSend, busy, id }: { label: string; onSend: (text: string) => Promise<unknown>; busy: boolean; id: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = text.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (length === 0) return setError(t.required);
    if (length > CHAT_MESSAGE_MAX) return setError(fill(t.tooLong, { max: String(CHAT_MESSAGE_MAX) }));
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        id={id}
        label={label}
        placeholder={t.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        maxRows={5}
        fullWidth
        error={length > CHAT_MESSAGE_MAX}
        helperText={fill(t.counter, { n: length, max: CHAT_MESSAGE_MAX })}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t.sending : t.send}
        </Button>
      </Box>
    </Box>
  );
}

import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useNavigate } from 'react-router';
import { messages, siteHostSchema } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { siteEditorPath } from './sitePaths.ts';
import { useCreateSite } from './sitesApi.ts';

const t = messages.siteEditor;

/** 'Crear sitio': the host name, with how to point it at Dorsal; opens the new site's editor. */
export function CreateSiteDialog({ organizerId, open, onClose }: { organizerId: number; open: boolean; onClose: () => void }) {
  const create = useCreateSite(organizerId);
  const navigate = useNavigate();
  const toast = useToast();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [host, setHost] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = siteHostSchema.safeParse(host);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? t.host);
    try {
      const { site } = await create.mutateAsync(parsed.data);
      toast.success(t.created, 2000);
      void navigate(siteEditorPath(organizerId, site.id));
    } catch (failure) {
      setProblem(failure instanceof ApiError ? (failure.fields.host ?? failure.message) : errorMessage(failure));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="create-site-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="create-site-title">{t.createTitle}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t.host}
            value={host}
            onChange={(event) => {
              setHost(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? t.hostHelp}
            slotProps={{ htmlInput: { autoCapitalize: 'none', autoComplete: 'off', spellCheck: false, inputMode: 'url' } }}
          />
          <Alert severity="info" sx={{ mt: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem', mb: 0.5 }}>
              {t.dnsTitle}
            </Typography>
            <List dense disablePadding sx={{ listStyle: 'disc', pl: 2 }}>
              {[t.dnsCname, t.dnsA, t.dnsWait].map((text) => (
                <ListItem key={text} disableGutters sx={{ display: 'list-item' }}>
                  {text}
                </ListItem>
              ))}
            </List>
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

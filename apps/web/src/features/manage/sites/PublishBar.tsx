import { useState } from 'react';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Paper } from '@mui/material';
import PublishIcon from '@mui/icons-material/Publish';
import RestoreIcon from '@mui/icons-material/Restore';
import SaveIcon from '@mui/icons-material/Save';
import { messages, type SiteView } from '@dorsal/core';

const t = messages.siteEditor;

interface Props {
  site: SiteView;
  dirty: boolean;
  saving: boolean;
  publishing: boolean;
  restoring: boolean;
  onSave: () => void;
  onPublish: () => void;
  onRestore: () => void;
}

/** What visitors see versus the draft, and 'Guardar borrador', 'Publicar', 'Restaurar versión anterior'. */
export function PublishBar({ site, dirty, saving, publishing, restoring, onSave, onPublish, onRestore }: Props) {
  const [confirming, setConfirming] = useState(false);
  const status = dirty ? t.unsaved : !site.publishedAt ? t.notPublished : site.unpublishedChanges ? t.unpublished : t.upToDate;
  const calm = !dirty && Boolean(site.publishedAt) && !site.unpublishedChanges;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', position: { sm: 'sticky' }, top: { sm: 72 }, zIndex: 3 }}>
      <Chip role="status" data-testid="site-status" label={status} color={calm ? 'success' : 'warning'} variant={calm ? 'filled' : 'outlined'} sx={{ fontWeight: 700, color: calm ? undefined : '#8A4B00', borderColor: calm ? undefined : '#8A4B00' }} />
      <Box sx={{ flex: 1 }} />
      {site.hasPrevious && (
        <Button startIcon={<RestoreIcon />} onClick={() => setConfirming(true)} loading={restoring}>
          {t.restore}
        </Button>
      )}
      <Button variant="outlined" startIcon={<SaveIcon />} onClick={onSave} loading={saving} disabled={!dirty}>
        {t.save}
      </Button>
      <Button variant="contained" startIcon={<PublishIcon />} onClick={onPublish} loading={publishing} disabled={!dirty && Boolean(site.publishedAt) && !site.unpublishedChanges}>
        {t.publish}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="restore-title" aria-describedby="restore-text">
        <DialogTitle id="restore-title">{t.restoreTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="restore-text">{t.restoreText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t.cancel}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false);
              onRestore();
            }}
          >
            {t.restore}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

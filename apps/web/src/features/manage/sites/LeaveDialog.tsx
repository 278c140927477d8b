import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { messages } from '@dorsal/core';

const t = messages.siteEditor;

/** '¿Salir sin guardar?' before leaving the editor with a draft not saved. */
export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="site-leave-title" aria-describedby="site-leave-text">
      <DialogTitle id="site-leave-title">{t.leaveTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="site-leave-text">{t.leaveText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {t.stay}
        </Button>
        <Button onClick={onLeave} color="error">
          {t.leave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

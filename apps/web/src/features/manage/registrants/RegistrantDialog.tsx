import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, GlobalStyles, IconButton, Stack, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreIcon from '@mui/icons-material/Restore';
import PrintIcon from '@mui/icons-material/Print';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { fill, messages, type RegistrantDetail, type RegistrantEdit } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { formatShortDate } from '../../../shared/formatting/dates.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { InlineField } from './InlineField.tsx';
import { MoveRegistrantForm } from './MoveRegistrantForm.tsx';
import { RegistrantFieldsPanel } from './RegistrantFieldsPanel.tsx';
import { ChangesPanel, MailsPanel, PaymentPanel, PurchasePanel } from './RegistrantRecordPanels.tsx';
import { useRegistrant, useRegistrantChanges } from './registrantsApi.ts';

const t = messages.registrants;
type Panel = keyof typeof t.dialog.tabs;

/** Printing the dialog prints only it: the page behind and the buttons are left out (a clean sheet). */
const printOnlyDialog = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body > #root': { display: 'none' },
        '.MuiDialog-container, .MuiDialog-paper': { position: 'static !important' as 'static', height: 'auto !important', maxHeight: 'none !important', boxShadow: 'none !important' },
        '.MuiBackdrop-root, .no-print': { display: 'none !important' },
      },
    }}
  />
);

/** The registrant's record: number and key, delete / restore / release, print, inline edits and five tabs. */
export function RegistrantDialog({ eventId, registrantId, timeZone, onClose }: { eventId: number; registrantId: number; timeZone: string; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const query = useRegistrant(eventId, registrantId);
  const detail = query.data;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ paper: { 'data-testid': 'registrant-dialog', sx: detail?.registrant.deleted ? { bgcolor: 'grey.200' } : undefined } as object }}
    >
      {printOnlyDialog}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, pl: { xs: 2, sm: 3 }, pr: 1.5 }}>
        <Typography id={titleId} component="h2" sx={{ flex: 1, minWidth: 0, fontSize: { xs: '1.1rem', sm: '1.3rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {detail ? `${detail.registrant.firstNames} ${detail.registrant.lastNames}` : t.dialog.loading}
        </Typography>
        <IconButton aria-label={t.dialog.close} onClick={onClose} edge="end" className="no-print">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3, overflowY: 'auto' }}>
        {query.isPending ? (
          <LoadingState label={t.dialog.loading} />
        ) : query.isError ? (
          <Alert severity="error">{errorMessage(query.error)}</Alert>
        ) : (
          <RegistrantRecord eventId={eventId} detail={query.data} timeZone={timeZone} />
        )}
      </Box>
    </Dialog>
  );
}

function RegistrantRecord({ eventId, detail, timeZone }: { eventId: number; detail: RegistrantDetail; timeZone: string }) {
  const { registrant, can } = detail;
  const changes = useRegistrantChanges(eventId, registrant.id);
  const toast = useToast();
  const [panel, setPanel] = useState<Panel>('fields');
  const editable = can.edit && !registrant.deleted;

  /** Saves an edit and says so ('Cambios guardados' or 'No hubo cambios'); a refusal is toasted and answered. */
  const edit = async (body: RegistrantEdit): Promise<unknown> => {
    try {
      const answer = await changes.edit.mutateAsync(body);
      if (answer.changed) toast.success(answer.message);
      else toast.info(answer.message);
      return null;
    } catch (failure) {
      return failure;
    }
  };
  /** For one field: its message (or null) to show under it; other refusals as a toast. */
  const save = async (body: RegistrantEdit, field: keyof RegistrantEdit): Promise<string | null> => {
    const failure = await edit(body);
    if (failure === null) return null;
    if (failure instanceof ApiError && failure.fields[field]) return failure.fields[field]!;
    toast.error(errorMessage(failure));
    return failure instanceof ApiError ? failure.message : errorMessage(failure);
  };
  const act = async (run: () => Promise<{ message: string }>) => {
    try {
      toast.success((await run()).message);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };
  const field = (key: 'firstNames' | 'lastNames' | 'paternalSurname' | 'maternalSurname' | 'email' | 'phone' | 'birthDate', label: string, inputMode?: 'tel' | 'email') => (
    <InlineField key={key} label={label} value={registrant[key] ?? ''} editable={editable} inputMode={inputMode} onSave={(value) => save({ [key]: value }, key)} />
  );
  const separate = registrant.paternalSurname !== null;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }} data-testid="registrant-bib">
          {fill(t.dialog.number, { bib: registrant.bib === null ? (registrant.bibReleased ? t.released : t.noBib) : String(registrant.bib) })}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {fill(t.dialog.key, { key: registrant.key })}
        </Typography>
        <Typography color="text.secondary">{registrant.status}</Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} className="no-print">
        {can.delete && !registrant.deleted && (
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => void act(() => changes.remove.mutateAsync())}>
            {t.dialog.delete}
          </Button>
        )}
        {can.delete && registrant.deleted && !registrant.bibReleased && (
          <Button variant="outlined" startIcon={<RestoreIcon />} onClick={() => void act(() => changes.restore.mutateAsync())}>
            {t.dialog.restore}
          </Button>
        )}
        {can.releaseBib && registrant.deleted && registrant.bib !== null && (
          <Button variant="outlined" startIcon={<LockOpenIcon />} onClick={() => void act(() => changes.releaseBib.mutateAsync())}>
            {t.dialog.releaseBib}
          </Button>
        )}
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t.dialog.print}
        </Button>
      </Stack>
      {registrant.deleted && <Alert severity="warning">{registrant.bibReleased ? t.dialog.releasedNotice : t.toasts.deleted}</Alert>}
      <Box sx={{ display: 'grid', columnGap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('firstNames', t.columns.names)}
        {separate ? [field('paternalSurname', t.columns.paternalSurname), field('maternalSurname', t.columns.maternalSurname)] : field('lastNames', t.columns.lastNames)}
        {field('email', t.columns.email, 'email')}
        {field('phone', t.columns.phone, 'tel')}
        {field('birthDate', t.columns.birthDate)}
        <InlineField label={t.columns.date} value={formatShortDate(registrant.createdAt, timeZone)} editable={false} onSave={async () => null} />
      </Box>
      {editable ? (
        <MoveRegistrantForm key={`${registrant.modalityCode}|${registrant.branch}|${registrant.categoryCode}`} detail={detail} onSave={(body) => save(body, 'categoryCode')} />
      ) : (
        <Typography>{`${registrant.modalityName} · ${t.branches[registrant.branch]} · ${registrant.categoryName}`}</Typography>
      )}
      {detail.registrant.team.length > 0 && (
        <Typography data-testid="registrant-team">
          <strong>{t.dialog.team}:</strong>{' '}
          {detail.registrant.team.map((member, index) => `${index + 2}. ${member.firstNames} ${member.lastNames} (${t.branches[member.gender]})`).join(' · ')}
        </Typography>
      )}
      <Tabs value={panel} onChange={(_, value: Panel) => setPanel(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t.title} className="no-print">
        {(Object.keys(t.dialog.tabs) as Panel[]).map((key) => (
          <Tab key={key} value={key} label={t.dialog.tabs[key]} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={t.dialog.tabs[panel]}>
        {panel === 'fields' && (
          <RegistrantFieldsPanel
            key={registrant.id}
            detail={detail}
            editable={editable}
            onSave={async (formValues) => {
              const failure = await edit({ formValues });
              if (failure === null) return null;
              toast.error(errorMessage(failure));
              return failure instanceof ApiError ? failure : null;
            }}
          />
        )}
        {panel === 'purchase' && <PurchasePanel detail={detail} />}
        {panel === 'payment' && (
          <PaymentPanel
            detail={detail}
            timeZone={timeZone}
            onMarkPaid={async (paymentId, reference) => toast.success((await changes.markPaid.mutateAsync({ paymentId, reference })).message)}
            onRefund={async (paymentId, reference) => toast.success((await changes.refund.mutateAsync({ paymentId, reference })).message)}
          />
        )}
        {panel === 'mails' && <MailsPanel detail={detail} timeZone={timeZone} editable={editable} onResend={(mailId) => void act(() => changes.resendMail.mutateAsync(mailId))} />}
        {panel === 'changes' && <ChangesPanel detail={detail} timeZone={timeZone} />}
      </Box>
    </Stack>
  );
}

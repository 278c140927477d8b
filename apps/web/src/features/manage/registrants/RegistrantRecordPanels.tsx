import { Alert, Box, Button, List, ListItem, ListItemText, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { fill, messages, type RegistrantDetail } from '@dorsal/core';
import { formatDateTime } from '../../../shared/formatting/dates.ts';
import { formatMoney } from '../../../shared/formatting/numbers.ts';
import { PaymentActionForm } from './PaymentActionForm.tsx';

const t = messages.registrants.dialog;

/** 'Detalle Compra': the order lines as charged. */
export function PurchasePanel({ detail }: { detail: RegistrantDetail }) {
  const total = detail.lines.reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
  return (
    <Table size="small">
      <TableBody>
        {detail.lines.map((line, index) => (
          <TableRow key={`${line.code}-${index}`}>
            <TableCell>{fill(t.line, { quantity: String(line.quantity), name: line.name })}</TableCell>
            <TableCell align="right">{formatMoney(line.quantity * line.unitCents, detail.registrant.currency)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={{ fontWeight: 700 }}>{t.total}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {formatMoney(total, detail.registrant.currency)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** 'Detalle Pago': every payment attempt with its method, status, operation and dates; cash taken or refunds given by hand. */
export function PaymentPanel({ detail, timeZone, onMarkPaid, onRefund }: {
  detail: RegistrantDetail;
  timeZone: string;
  onMarkPaid: (paymentId: number, reference: string) => Promise<unknown>;
  onRefund: (paymentId: number, reference: string) => Promise<unknown>;
}) {
  if (detail.payments.length === 0) return <Alert severity="info">{t.noPayments}</Alert>;
  const markable = (status: string, method: string) => detail.can.markPaid && method !== 'card' && (status === 'pending' || status === 'expired');
  const refundable = (status: string) => detail.can.refund && (status === 'paid' || status === 'refund_due');
  return (
    <List dense disablePadding data-testid="registrant-payments">
      {detail.payments.map((payment) => (
        <ListItem key={payment.id} divider disableGutters sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
          <ListItemText
            primary={`${fill(t.paymentLine, { method: payment.method, status: payment.statusLabel })} · ${formatMoney(payment.amountCents)}`}
            secondary={[
              payment.operationId && fill(t.operation, { id: payment.operationId }),
              payment.card && fill(t.card, { card: payment.card }),
              payment.cashReference && fill(t.reference, { reference: payment.cashReference }),
              payment.paidAt && fill(t.paidAt, { date: formatDateTime(payment.paidAt, timeZone) }),
              !payment.paidAt && payment.expiresAt && fill(t.expiresAt, { date: formatDateTime(payment.expiresAt, timeZone) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          <Box className="no-print" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pb: 1 }}>
            {markable(payment.status, payment.methodCode) && <PaymentActionForm label={t.markPaid} onSubmit={(reference) => onMarkPaid(payment.id, reference)} />}
            {refundable(payment.status) && <PaymentActionForm label={t.refund} onSubmit={(reference) => onRefund(payment.id, reference)} />}
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

/** 'Correos enviados': each mail with its type and when it left, and a resend button. */
export function MailsPanel({ detail, timeZone, editable, onResend }: { detail: RegistrantDetail; timeZone: string; editable: boolean; onResend: (mailId: number) => void }) {
  if (detail.mails.length === 0) return <Alert severity="info">{t.noMails}</Alert>;
  return (
    <List dense disablePadding>
      {detail.mails.map((mail) => (
        <ListItem
          key={mail.id}
          divider
          disableGutters
          secondaryAction={
            editable ? (
              <Button size="small" onClick={() => onResend(mail.id)} className="no-print" aria-label={`${t.resend}: ${mail.subject}`}>
                {t.resend}
              </Button>
            ) : undefined
          }
        >
          <ListItemText
            primary={`${mail.typeLabel} · ${mail.subject}`}
            secondary={`${mail.to} · ${mail.sentAt ? fill(t.sentAt, { date: formatDateTime(mail.sentAt, timeZone) }) : t.queued}`}
            sx={{ pr: 10 }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** 'Cambios': the registrant's change log, newest first, with the spec's action codes. */
export function ChangesPanel({ detail, timeZone }: { detail: RegistrantDetail; timeZone: string }) {
  if (detail.changes.length === 0) return <Alert severity="info">{t.noChanges}</Alert>;
  return (
    <List dense disablePadding data-testid="registrant-changes">
      {detail.changes.map((change) => (
        <ListItem key={change.id} divider disableGutters>
          <ListItemText
            primary={
              <Box component="span">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {change.code === null ? change.actionLabel : `${change.code} · ${change.actionLabel}`}
                </Box>
                {` — ${change.description}`}
              </Box>
            }
            secondary={fill(t.changeBy, { date: formatDateTime(change.at, timeZone), by: change.by })}
          />
        </ListItem>
      ))}
    </List>
  );
}

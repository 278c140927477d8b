import { fill, formatDuration, messages } from '@dorsal/core';
import type { NewMail } from '../outbox.repository.ts';
import { mailLayout } from './layout.ts';

const t = messages.liveBoard.alertMail;

/** The one mail a visitor asked for when a followed athlete finishes, with a link to cancel it. */
export function finishAlertMail(data: { to: string; name: string; bib: number; event: string; officialTimeMs: number; liveUrl: string; cancelUrl: string }): NewMail {
  const values = { name: data.name, bib: data.bib, event: data.event, time: formatDuration(data.officialTimeMs) };
  const paragraphs = [fill(t.lead, values), t.why, fill(t.unsubscribe, { link: data.cancelUrl })];
  return {
    kind: 'finish_alert',
    to: data.to,
    subject: fill(t.subject, values),
    text: `${paragraphs.join('\n\n')}\n\n${t.action}: ${data.liveUrl}\n`,
    html: mailLayout({ title: fill(t.title, values), paragraphs, action: { label: t.action, url: data.liveUrl } }),
  };
}

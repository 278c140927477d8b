import { fill, messages } from '@dorsal/core';
import type { NewMail } from '../mail/outbox.repository.ts';
import { mailLayout } from '../mail/templates/layout.ts';

const t = messages.staff.mail;

/** The invitation to an event's staff, for an address without an account: a link to accept it. */
export function staffInvitationMail(data: { to: string; event: string; role: string; inviter: string; url: string }): NewMail {
  const values = { event: data.event, role: data.role, inviter: data.inviter };
  const paragraphs = [fill(t.lead, values), t.how];
  return {
    kind: 'staff_invitation',
    to: data.to,
    subject: fill(t.subject, values),
    text: `${paragraphs.join('\n\n')}\n\n${t.action}: ${data.url}\n`,
    html: mailLayout({ title: fill(t.title, values), paragraphs, action: { label: t.action, url: data.url } }),
  };
}

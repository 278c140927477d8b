import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.ts';

/** SMTP through nodemailer; `smtpUrl` like smtp://user:pass@host:587 or smtps://… */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}

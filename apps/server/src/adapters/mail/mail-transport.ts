export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one mail or throws. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

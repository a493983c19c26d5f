export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** Hands one message to whatever delivers mail; throws when it was not accepted. */
export interface MailTransport {
  send(msg: MailMessage): Promise<void>;
  /** nothing leaves the machine: the outbox marks such rows 'recorded', never 'sent' */
  readonly recordsOnly?: boolean;
}

/**
 * The default without SMTP_URL: nothing leaves the machine. The outbox row, marked recorded, is
 * the record of the message, which is all development and a demo need.
 */
export const recordOnlyTransport: MailTransport = {
  recordsOnly: true,
  async send() {},
};

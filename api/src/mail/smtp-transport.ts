import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-transport';

/** Sends over SMTP; the URL carries host, port, credentials and TLS (smtp:// or smtps://). */
export function smtpTransport(url: string): MailTransport & { close(): void } {
  const transporter = createTransport(url);
  return {
    async send(msg) {
      await transporter.sendMail(msg);
    },
    close: () => transporter.close(),
  };
}

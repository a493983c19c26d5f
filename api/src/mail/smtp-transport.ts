import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-transport';

export interface SmtpPace {
  /** SMTP connections kept open, each carrying one message at a time */
  connections: number;
  /** messages handed to the server per second, at most */
  perSecond: number;
}

/**
 * Sends over SMTP; the URL carries host, port, credentials and TLS (smtp:// or smtps://).
 * Connections are pooled and reused, so messages go out in parallel without a handshake each;
 * the pool holds back what exceeds the rate, which mail providers enforce per account.
 */
export function smtpTransport(url: string, pace: SmtpPace): MailTransport & { close(): void } {
  const transporter = createTransport({
    url,
    pool: true,
    maxConnections: pace.connections,
    rateLimit: pace.perSecond,
    rateDelta: 1000,
  });
  return {
    async send(msg) {
      await transporter.sendMail(msg);
    },
    close: () => transporter.close(),
  };
}

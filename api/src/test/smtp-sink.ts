import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
  /** Date.now() when the message was accepted */
  at: number;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL */
  url: string;
  received: ReceivedMail[];
  /** the most SMTP connections that were open at once */
  peakConnections(): number;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port that accepts every message and keeps it in memory. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let open = 0;
  let peak = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      open++;
      peak = Math.max(peak, open);
      callback();
    },
    onClose() {
      open--;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    peakConnections: () => peak,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

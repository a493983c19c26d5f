import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink';
import { smtpTransport } from './smtp-transport';

const pace = { connections: 2, perSecond: 100 };

describe('smtpTransport', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers the message to a real SMTP server', async () => {
    const transport = smtpTransport(sink.url, pace);
    try {
      await transport.send({
        from: 'TermLens <hello@termlens.test>',
        to: 'ada@example.com',
        subject: 'Day 1: Why term life insurance',
        text: 'Welcome to the TermLens course.',
        html: '<p>Welcome to the TermLens course.</p>',
        headers: {
          'List-Unsubscribe': '<https://termlens.test/api/unsubscribe?list=course&id=1&sig=x>',
        },
      });
    } finally {
      transport.close();
    }
    expect(sink.received).toHaveLength(1);
    const [message] = sink.received;
    expect(message?.from).toBe('hello@termlens.test');
    expect(message?.to).toEqual(['ada@example.com']);
    expect(message?.raw).toMatch(/^Subject: Day 1: Why term life insurance$/m);
    expect(message?.raw).toMatch(/^To: ada@example.com$/m);
    // Long headers are folded onto a continuation line.
    expect(message?.raw).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/termlens\.test\/api\/unsubscribe/m,
    );
    expect(message?.raw).toContain('Welcome to the TermLens course.');
    expect(message?.raw).toContain('<p>Welcome to the TermLens course.</p>');
  });

  it('rejects when the server refuses the message', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const refusingPort = (refusing.server.address() as AddressInfo).port;
    const transport = smtpTransport(`smtp://127.0.0.1:${refusingPort}`, pace);
    try {
      await expect(
        transport.send({ from: 'a@termlens.test', to: 'b@example.com', subject: 's', text: 't' }),
      ).rejects.toThrow();
    } finally {
      transport.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});

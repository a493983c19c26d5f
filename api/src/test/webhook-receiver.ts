import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  /** the raw body, as a partner must verify it */
  body: string;
  /** the status this receiver answered; null when it never answered */
  answered: number | null;
}

/** What the receiver does with the next request: answer with a status, or never answer. */
export type Behaviour = number | 'hang';

export interface WebhookReceiver {
  /** http://127.0.0.1:<port>/leads */
  url: string;
  received: ReceivedRequest[];
  /** the behaviour for each coming request, in turn; after the last one, 200 */
  script: Behaviour[];
  /** requests answered 2xx, per Idempotency-Key: what a partner who dedupes would store */
  accepted(): Map<string, number>;
  close(): Promise<void>;
}

/** A real HTTP server on a loopback port that plays a partner's endpoint. */
export async function startWebhookReceiver(delayMs = 0): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  const script: Behaviour[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const behaviour = script.shift() ?? 200;
      const entry: ReceivedRequest = {
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered: null,
      };
      received.push(entry);
      if (behaviour === 'hang') {
        hanging.push(res);
        return;
      }
      setTimeout(() => {
        entry.answered = behaviour;
        res.writeHead(behaviour, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    script,
    accepted() {
      const counts = new Map<string, number>();
      for (const r of received) {
        if (r.answered === null || r.answered >= 300) continue;
        const key = String(r.headers['idempotency-key']);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

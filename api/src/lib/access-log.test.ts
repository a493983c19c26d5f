import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createLogger } from './logger';

const lead = {
  firstName: 'Wilhelmina',
  lastName: 'Quarterhouse',
  email: 'wilhelmina.q@example.org',
  phone: '(212) 555-0199',
  dateOfBirth: '1984-03-17',
  zipCode: '10013',
  smoker: false,
  marketingOptIn: true,
  phoneContactConsent: true,
};

describe('logs', () => {
  let database: DatabaseHandle;
  const lines: string[] = [];
  let app: ReturnType<typeof createApp>;
  const post = (body: unknown) => {
    const json = JSON.stringify(body);
    return app.request('/api/leads?email=wilhelmina.q%40example.org', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(json.length) },
      body: json,
    });
  };

  beforeAll(async () => {
    database = openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(database);
    app = createApp({ database, log: createLogger('debug', {}, (l) => lines.push(l)) });
  });
  afterAll(() => database.close());

  it('writes one access line per request with the route pattern and the request id', async () => {
    lines.length = 0;
    const res = await app.request('/api/quotes?age=40');
    const [line, ...rest] = lines.map((l) => JSON.parse(l));
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/quotes',
      status: res.status,
      requestId: res.headers.get('x-request-id'),
    });
    expect(line.durationMs).toBeTypeOf('number');
  });

  it('never writes a lead’s name, email, phone or date of birth, accepted or refused', async () => {
    lines.length = 0;
    expect((await post(lead)).status).toBe(201);
    expect((await post({ ...lead, zipCode: 'bad' })).status).toBe(400);
    const output = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const value of [
      lead.firstName,
      lead.lastName,
      lead.email,
      'wilhelmina',
      '555-0199',
      '5550199',
      lead.dateOfBirth,
    ]) {
      expect(output).not.toContain(value);
    }
  });
});

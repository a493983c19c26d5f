import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { postJson } from '../test/post-json';
import { testDatabases } from '../test/test-databases';
import { errorFacts } from './error-facts';
import { createLogger, MAX_LOG_FIELD_CHARS } from './logger';

const databases = await testDatabases();

const lead = {
  firstName: 'Philippa',
  lastName: 'Brackenridge',
  email: 'philippa.b@example.org',
  phone: '(312) 555-0177',
  dateOfBirth: '1979-11-23',
  zipCode: '60614',
};

// A PDF whose bytes carry a marker, so a log holding the file (as base64 or as bytes) shows it.
const fileMarker = 'IDENTITY-DOCUMENT-PAGE-ONE';
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(fileMarker.repeat(4000))]);
const dataRequest = {
  fullName: 'Philippa Brackenridge',
  email: 'philippa.b@example.org',
  requestType: 'access',
  description: 'Send me a copy of everything about Philippa at 60614',
  verificationDocument: { name: 'id.pdf', type: 'application/pdf', data: pdf.toString('base64') },
};

const submitted = [
  lead.firstName,
  lead.lastName,
  lead.email,
  '555-0177',
  lead.dateOfBirth,
  lead.zipCode,
  dataRequest.description,
  fileMarker,
  pdf.toString('base64').slice(40, 80),
  pdf.toString('hex').slice(40, 80),
];

describe.each(databases)('a failed query on $name', (testDb) => {
  let database: DatabaseHandle;
  const lines: string[] = [];
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await testDb.open();
    const log = createLogger('debug', {}, (line) => lines.push(line));
    app = createApp({ database, log, rateLimits: false });
  });
  afterAll(() => testDb.close());

  const expectNothingSubmittedIn = (output: string) => {
    for (const value of submitted) expect(output).not.toContain(value);
  };

  const errorLines = () =>
    lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.level === 'error');

  it.runIf(testDb.databaseUrl)(
    'logs what failed, never the parameters, when a lock makes the statement time out',
    async () => {
      lines.length = 0;
      // Another session holds both tables, as a migration or a long report would.
      const other = postgres(testDb.databaseUrl as string, { max: 1, onnotice: () => {} });
      const locked = other.begin(async (tx) => {
        await tx`lock table leads, data_requests in access exclusive mode`;
        await new Promise((r) => setTimeout(r, 6_500));
      });
      await new Promise((r) => setTimeout(r, 200));
      try {
        const [leadRes, requestRes] = await Promise.all([
          postJson(app, '/api/leads', lead),
          postJson(app, '/api/data-requests', dataRequest),
        ]);
        expect(leadRes.status).toBe(503);
        expect(requestRes.status).toBe(503);
      } finally {
        await locked;
        await other.end();
      }
      const failures = errorLines();
      expect(failures).toHaveLength(2);
      for (const failure of failures) {
        // The statement timeout, told by its class and code.
        expect(failure).toMatchObject({ msg: 'unhandled error', code: '57014' });
        expect(failure.errorClass).toMatch(/PostgresError/);
      }
      const output = lines.join('\n');
      expectNothingSubmittedIn(output);
      expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(4_000);
    },
    20_000,
  );

  it('logs the table and constraint of a failed insert, never the values', async () => {
    lines.length = 0;
    // A check no real row breaks makes every insert fail inside the driver.
    await database.db.execute(
      'alter table leads add constraint leads_never check (length(first_name) > 10000) not valid',
    );
    await database.db.execute(
      'alter table data_requests add constraint requests_never check (length(full_name) > 10000) not valid',
    );
    try {
      expect((await postJson(app, '/api/leads', lead)).status).toBe(500);
      expect((await postJson(app, '/api/data-requests', dataRequest)).status).toBe(500);
    } finally {
      await database.db.execute('alter table leads drop constraint leads_never');
      await database.db.execute('alter table data_requests drop constraint requests_never');
    }
    const failures = errorLines();
    expect(failures.map((f) => [f.code, f.constraint])).toEqual([
      ['23514', 'leads_never'],
      ['23514', 'requests_never'],
    ]);
    expectNothingSubmittedIn(lines.join('\n'));
  });
});

describe('errorFacts', () => {
  it('keeps identifiers and the throwing line, and drops messages', () => {
    const cause = Object.assign(new Error('duplicate key value (email)=(a@b.example)'), {
      name: 'PostgresError',
      code: '23505',
      constraint_name: 'leads_email_key',
      table_name: 'leads',
    });
    const error = new Error('Failed query: insert ... params: Ada,a@b.example', { cause });
    const facts = errorFacts(error);
    expect(facts).toMatchObject({
      errorClass: 'Error < PostgresError',
      code: '23505',
      constraint: 'leads_email_key',
      table: 'leads',
    });
    expect(facts.at).toMatch(/error-log\.test\.ts/);
    expect(JSON.stringify(facts)).not.toContain('a@b.example');
  });

  it('leaves out a code that is not an identifier', () => {
    expect(errorFacts({ code: 'has spaces and a@b.example' })).toEqual({ errorClass: 'Object' });
  });
});

describe('log lines', () => {
  it('are capped, whatever a caller passes', () => {
    const lines: string[] = [];
    createLogger('info', {}, (l) => lines.push(l)).info('x', { url: 'a'.repeat(100_000) });
    const entry = JSON.parse(lines[0] as string) as { url: string };
    expect(entry.url.length).toBeLessThanOrEqual(MAX_LOG_FIELD_CHARS + 1);
  });
});

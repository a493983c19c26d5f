import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { contactInput, dataRequestInput, leadInput } from '../contracts/leads';
import { vitalsBatch } from '../contracts/web-vitals';
import type { DatabaseHandle } from '../db/client';
import {
  contactMessages,
  dataRequests,
  emailOutbox,
  leadConsents,
  leads,
  webVitals,
} from '../db/schema';
import { createLogger } from '../lib/logger';
import { testDatabases } from '../test/test-databases';
import {
  anyText,
  headerValue,
  hostileKey,
  hostileString,
  mutatedBody,
  rawBody,
} from './hostile-values';

// 200 cases per endpoint in `pnpm test`, 5,000 in `pnpm test:fuzz`.
const numRuns = Number(process.env.FUZZ_RUNS ?? 200);
const timeout = 60_000 + numRuns * 60;
const databases = await testDatabases();

const validLead = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(212) 555-0142',
  dateOfBirth: '1985-06-01',
  zipCode: '10013',
  coverageAmount: 500000,
  termLength: 20,
  smoker: false,
  primaryConcern: 'family',
  marketingOptIn: true,
  phoneContactConsent: true,
  utm_source: 'termlens',
  pageUrl: 'https://termlens.example/apply',
};
const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '2125550142',
  subject: 'A question',
  message: 'How does the free look period work?',
};
const validDataRequest = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  requestType: 'access',
  description: 'Please send me my data.',
  verificationDocument: {
    name: 'id.pdf',
    type: 'application/pdf',
    data: Buffer.from('%PDF-1.7').toString('base64'),
  },
};

const validVital = { name: 'LCP', value: 1840.5, rating: 'good', route: '/blog/:slug' };

const tables = { leads, leadConsents, contactMessages, dataRequests, emailOutbox, webVitals };

describe.each(databases)('fuzzing the public endpoints on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const rows = async () => {
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await database.db.select({ n: count() }).from(table);
      out[name] = row?.n ?? 0;
    }
    return out;
  };
  const postRaw = (path: string, body: string, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
        ...headers,
      },
      body,
    });

  beforeAll(async () => {
    database = await testDb.open();
    // Rate limits would turn most cases into 429s; they have tests of their own.
    app = createApp({ database, log: createLogger('silent'), rateLimits: false });
  });
  afterAll(() => testDb.close());

  /**
   * Posts each body and checks: never a 5xx; on a 4xx nothing written; on a 201 exactly the
   * expected rows, holding the text the contract accepted, byte for byte.
   */
  async function fuzzPost(
    path: string,
    valid: Record<string, unknown>,
    stored: (
      body: Record<string, unknown>,
      before: Record<string, number>,
      after: Record<string, number>,
    ) => Promise<void>,
  ) {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          mutatedBody(valid).map((b) => JSON.stringify(b)),
          rawBody,
        ),
        fc.dictionary(
          fc.constantFrom('User-Agent', 'Referer', 'Accept-Language', 'X-Forwarded-For'),
          headerValue,
        ),
        async (body, headers) => {
          const before = await rows();
          const res = await postRaw(path, body, headers);
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get('content-type')).toMatch(/application\/json/);
          if (res.status >= 400) {
            expect(await rows()).toEqual(before);
          } else {
            expect(res.status).toBe(201);
            await stored(JSON.parse(body), before, await rows());
          }
        },
      ),
      { numRuns },
    );
  }

  it(
    'POST /api/leads',
    async () => {
      await fuzzPost('/api/leads', validLead, async (body, before, after) => {
        const input = leadInput.parse(body);
        expect(after.leads).toBe((before.leads ?? 0) + 1);
        const [row] = await database.db
          .select()
          .from(leads)
          .orderBy(leads.id)
          .limit(1)
          .offset((after.leads ?? 1) - 1);
        expect(row).toMatchObject({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
        });
      });
    },
    timeout,
  );

  it(
    'stores any accepted text byte for byte, and refuses what it cannot store',
    async () => {
      await fc.assert(
        fc.asyncProperty(anyText, anyText, anyText, async (name, subject, message) => {
          const before = await rows();
          const body = JSON.stringify({ ...validContact, name, subject, message });
          const res = await postRaw('/api/contact', body);
          expect(res.status).toBeLessThan(500);
          if (res.status !== 201) {
            expect(await rows()).toEqual(before);
            return;
          }
          const { id } = (await res.json()) as { id: number };
          const [row] = await database.db
            .select()
            .from(contactMessages)
            .where(eq(contactMessages.id, id));
          expect(row).toMatchObject(
            contactInput.parse({ ...validContact, name, subject, message }),
          );
        }),
        { numRuns },
      );
    },
    timeout,
  );

  it(
    'POST /api/contact',
    async () => {
      await fuzzPost('/api/contact', validContact, async (body, before, after) => {
        const input = contactInput.parse(body);
        expect(after.contactMessages).toBe((before.contactMessages ?? 0) + 1);
        const [row] = await database.db
          .select()
          .from(contactMessages)
          .orderBy(contactMessages.id)
          .limit(1)
          .offset((after.contactMessages ?? 1) - 1);
        expect(row).toMatchObject({
          name: input.name,
          subject: input.subject,
          message: input.message,
        });
      });
    },
    timeout,
  );

  it(
    'POST /api/data-requests',
    async () => {
      await fuzzPost('/api/data-requests', validDataRequest, async (body, before, after) => {
        const input = dataRequestInput.parse(body);
        expect(after.dataRequests).toBe((before.dataRequests ?? 0) + 1);
        const [row] = await database.db
          .select()
          .from(dataRequests)
          .orderBy(dataRequests.id)
          .limit(1)
          .offset((after.dataRequests ?? 1) - 1);
        expect(row).toMatchObject({ fullName: input.fullName, description: input.description });
      });
    },
    timeout,
  );

  it(
    'POST /api/vitals',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            mutatedBody(validVital).map((sample) => JSON.stringify({ metrics: [sample] })),
            mutatedBody({ metrics: [validVital] }).map((b) => JSON.stringify(b)),
            rawBody,
          ),
          async (body) => {
            const before = await rows();
            const res = await postRaw('/api/vitals', body);
            expect(res.status).toBeLessThan(500);
            if (res.status >= 400) {
              expect(res.headers.get('content-type')).toMatch(/application\/json/);
              expect(await rows()).toEqual(before);
              return;
            }
            // A beacon's answer has no body; every sample the contract accepted is stored.
            expect(res.status).toBe(204);
            const { metrics } = vitalsBatch.parse(JSON.parse(body));
            expect((await rows()).webVitals).toBe((before.webVitals ?? 0) + metrics.length);
          },
        ),
        { numRuns },
      );
    },
    timeout,
  );

  it(
    'GET /api/quotes with hostile query strings and headers',
    async () => {
      const valid = {
        age: '40',
        coverage: '500000',
        term: '20',
        zipCode: '10013',
        smoker: 'false',
      };
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.tuple(
              fc.oneof(fc.constantFrom(...Object.keys(valid)), hostileKey),
              fc.oneof(fc.constantFrom(...Object.values(valid)), hostileString),
            ),
            { maxLength: 8 },
          ),
          fc.dictionary(
            fc.constantFrom('Accept', 'Accept-Encoding', 'If-None-Match', 'Cookie'),
            headerValue,
          ),
          async (pairs, headers) => {
            const query = new URLSearchParams(pairs).toString();
            const res = await app.request(`/api/quotes?${query}`, { headers });
            expect(res.status).toBeLessThan(500);
            expect([200, 400]).toContain(res.status);
          },
        ),
        { numRuns },
      );
    },
    timeout,
  );

  it(
    'unknown paths and methods under /api',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
          fc.array(fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent), {
            maxLength: 3,
          }),
          async (method, segments) => {
            const res = await app.request(`/api/${segments.join('/')}`, { method });
            expect(res.status).toBeLessThan(500);
          },
        ),
        { numRuns },
      );
    },
    timeout,
  );
});

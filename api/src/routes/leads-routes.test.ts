import { companyAddressLine } from '@termlens/contracts/company';
import { marketingConsent, phoneContactConsent } from '@termlens/contracts/consent-texts';
import type { QuotesResponse } from '@termlens/contracts/quotes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { contactMessages, dataRequests, emailOutbox, leadConsents, leads } from '../db/schema';
import { seedDatabase } from '../db/seed/seed-database';
import { createLogger } from '../lib/logger';
import { defaultCarriers } from '../quotes/default-carriers';
import { priceQuotes } from '../quotes/price-quotes';
import { postJson } from '../test/post-json';
import { testDatabases } from '../test/test-databases';

const databases = await testDatabases();

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const validLead = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(212) 555-0142',
  dateOfBirth: yearsAgo(40, -10),
  zipCode: '10013',
  coverageAmount: 500000,
  termLength: 20,
  smoker: false,
  primaryConcern: 'family',
  marketingOptIn: true,
  phoneContactConsent: true,
  utm_source: 'termlens',
  utm_medium: 'comparison',
  utm_campaign: 'quotes',
  pageUrl: 'http://localhost/apply?company=X',
};

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n').toString('base64');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64');

describe.each(databases)('lead, contact and data-request routes on $name', (testDb) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const post = (path: string, body: unknown) =>
    postJson(app, path, body, { 'User-Agent': 'vitest-agent' });
  const count = async () => ({
    leads: (await database.db.select().from(leads)).length,
    consents: (await database.db.select().from(leadConsents)).length,
    contacts: (await database.db.select().from(contactMessages)).length,
    requests: (await database.db.select().from(dataRequests)).length,
    outbox: (await database.db.select().from(emailOutbox)).length,
  });

  beforeAll(async () => {
    database = await testDb.open();
    // The carriers, which price the quotes a lead is emailed.
    await seedDatabase(database.db);
    app = createApp({ database, log: createLogger('silent'), rateLimits: false });
  });
  afterAll(() => testDb.close());
  beforeEach(async () => {
    for (const table of [leadConsents, leads, contactMessages, dataRequests, emailOutbox]) {
      await database.db.delete(table);
    }
  });

  it('stores a lead with its derived age, consent evidence and its quotes email', async () => {
    const res = await post('/api/leads', { ...validLead, age: 99 });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ firstName: 'Ada', age: 40, zipCode: '10013', smoker: false });
    const consents = await database.db
      .select()
      .from(leadConsents)
      .where(eq(leadConsents.leadId, id));
    expect(consents.map((c) => c.kind).sort()).toEqual(['marketing', 'phone-contact']);
    const phone = consents.find((c) => c.kind === 'phone-contact');
    expect(phone).toMatchObject({
      granted: true,
      text: phoneContactConsent.text,
      version: phoneContactConsent.version,
      userAgent: 'vitest-agent',
      pageUrl: 'http://localhost/apply?company=X',
      ip: null,
    });
    const outbox = await database.db.select().from(emailOutbox);
    expect(outbox).toMatchObject([{ kind: 'lead-quotes', to: 'ada@example.com' }]);
    expect(lead).toMatchObject({ selectedCompanyName: null, selectedMonthlyPremium: null });
    // Transactional mail too ends with the postal address, in both parts.
    expect(outbox[0]?.text).toContain(companyAddressLine);
    expect(outbox[0]?.html).toContain(companyAddressLine);
    expect(outbox[0]?.html).toContain('Hi Ada,');
  });

  const monthly = (amount: number) => `$${amount.toFixed(2)} a month`;

  it('stores the quote picked on /apply and emails it first, then the best-priced others for the lead', async () => {
    // The dearest 20-year, $500,000 quote the compare tool shows a 35-year-old: a real link's.
    const shown = (await (
      await app.request('/api/quotes?age=35&coverage=500000&term=20')
    ).json()) as QuotesResponse;
    const pick = shown.quotes.at(-1);
    if (!pick) throw new Error('no quotes');
    const selectedQuote = {
      companyName: pick.companyName,
      monthlyPremium: pick.monthlyPremium,
      coverageAmount: pick.coverageAmount,
      termLength: pick.termLength,
      amBestRating: pick.amBestRating,
    };
    const res = await post('/api/leads', { ...validLead, selectedQuote });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({
      selectedCompanyName: pick.companyName,
      selectedMonthlyPremium: pick.monthlyPremium,
      selectedCoverageAmount: 500_000,
      selectedTermLength: 20,
      selectedAmBestRating: pick.amBestRating,
    });

    // The lead is 40, a non-smoker in New York (ZIP 10013).
    const priced = priceQuotes(
      {
        age: 40,
        coverage: 500_000,
        term: 20,
        smoker: false,
        excellentHealth: false,
        zipCode: '10013',
      },
      defaultCarriers,
    );
    const picked = priced.quotes.find((q) => q.carrierId === pick.carrierId);
    const cheapest = priced.quotes.filter((q) => q !== picked).slice(0, 4);
    if (!picked || cheapest.length < 3) throw new Error('expected at least four quotes');
    const [mail] = await database.db.select().from(emailOutbox);
    expect(mail).toMatchObject({ kind: 'lead-quotes', to: 'ada@example.com' });
    const lines = mail?.text.split('\n\n').filter((line) => /^\d\. /.test(line));
    expect(lines).toHaveLength(5);
    expect(lines?.[0]).toContain(`1. ${picked.companyName}, the insurer you picked (AM Best`);
    expect(lines?.[0]).toContain(monthly(picked.monthlyPremium));
    cheapest.forEach((quote, index) => {
      expect(lines?.[index + 1]).toContain(`${index + 2}. ${quote.companyName} (AM Best`);
      expect(lines?.[index + 1]).toContain(monthly(quote.monthlyPremium));
    });
    // Meridian Trust Life does not sell in New York.
    expect(mail?.text).not.toContain('Meridian');
    expect(mail?.text).toContain('illustrative samples');
  });

  it.each([
    [
      'an insurer that does not exist',
      {
        companyName: 'Acme Fake Life',
        monthlyPremium: 1,
        coverageAmount: 9_999_999_999,
        amBestRating: 'A+',
      },
    ],
    [
      'a real insurer at a price it never quotes',
      {
        companyName: 'Summit Mutual',
        monthlyPremium: 1,
        coverageAmount: 500_000,
        amBestRating: 'A++',
      },
    ],
  ])('takes the lead but drops a forged pick: %s', async (_, forged) => {
    const res = await post('/api/leads', {
      ...validLead,
      selectedQuote: { termLength: 20, ...forged },
    });
    expect(res.status).toBe(201);
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({
      selectedCompanyName: null,
      selectedMonthlyPremium: null,
      selectedCoverageAmount: null,
      selectedTermLength: null,
      selectedAmBestRating: null,
    });
    const [mail] = await database.db.select().from(emailOutbox);
    expect(mail?.text).not.toContain('the insurer you picked');
    expect(mail?.text).not.toContain('$1.00');
    expect(mail?.text).toContain('1. ');
  });

  it('records a refused marketing consent and no phone consent without a phone', async () => {
    const res = await post('/api/leads', {
      ...validLead,
      phone: '',
      marketingOptIn: false,
      phoneContactConsent: false,
    });
    expect(res.status).toBe(201);
    const consents = await database.db.select().from(leadConsents);
    expect(consents).toMatchObject([
      { kind: 'marketing', granted: false, version: marketingConsent.version },
    ]);
  });

  it.each([
    ['firstName', { firstName: '  ' }],
    ['firstName', { firstName: 'x'.repeat(101) }],
    ['lastName', { lastName: undefined }],
    ['email', { email: 'ada@example' }],
    ['email', { email: 'ada @example.com' }],
    ['dateOfBirth', { dateOfBirth: undefined }],
    ['dateOfBirth', { dateOfBirth: '1990-02-30' }],
    ['dateOfBirth', { dateOfBirth: yearsAgo(18, 1) }],
    ['dateOfBirth', { dateOfBirth: yearsAgo(86) }],
    ['phone', { phone: '555-0142' }],
    ['zipCode', { zipCode: '1001' }],
    ['coverageAmount', { coverageAmount: 300000 }],
    ['termLength', { termLength: 25 }],
    ['smoker', { smoker: 'yes' }],
    ['primaryConcern', { primaryConcern: 'boats' }],
    ['marketingOptIn', { marketingOptIn: 'true' }],
    ['utm_source', { utm_source: 'x'.repeat(101) }],
  ])('refuses a lead with a bad %s and writes nothing', async (field, change) => {
    const res = await post('/api/leads', { ...validLead, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('Invalid request');
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(await count()).toEqual({ leads: 0, consents: 0, contacts: 0, requests: 0, outbox: 0 });
  });

  it('says "Date of birth is required" when it is missing', async () => {
    const res = await post('/api/leads', { ...validLead, dateOfBirth: '' });
    expect(await res.json()).toMatchObject({
      fields: { dateOfBirth: 'Date of birth is required' },
    });
  });

  it('stores a contact message and queues its acknowledgement', async () => {
    const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Question' };
    expect((await post('/api/contact', message)).status).toBe(201);
    expect(await count()).toMatchObject({ contacts: 1, outbox: 1 });
    for (const change of [
      { name: '' },
      { email: 'x' },
      { subject: '' },
      { message: 'x'.repeat(5001) },
    ]) {
      expect((await post('/api/contact', { ...message, ...change })).status).toBe(400);
    }
    expect(await count()).toMatchObject({ contacts: 1, outbox: 1 });
  });

  const request = {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    requestType: 'access',
    description: 'Please send me my data.',
  };

  it.each([
    ['access', 30],
    ['erasure', 30],
    ['ccpa-opt-out', 45],
  ])('gives a %s request a due date %i days out', async (requestType, days) => {
    const before = Date.now();
    const res = await post('/api/data-requests', { ...request, requestType });
    expect(res.status).toBe(201);
    const { requestId } = (await res.json()) as { requestId: string };
    expect(requestId).toMatch(/^DSR-\d{13}$/);
    const [row] = await database.db.select().from(dataRequests);
    const created = Number(requestId.slice(4));
    expect(created).toBeGreaterThanOrEqual(before);
    expect(row?.dueAt.getTime()).toBe(created + days * 86_400_000);
    const [mail] = await database.db.select().from(emailOutbox);
    expect(mail?.text).toContain(requestId);
  });

  it('gives 50 requests filed in the same millisecond 50 distinct ids, losing none', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_764_000_000_000);
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => post('/api/data-requests', request)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
      const ids = await Promise.all(
        answers.map(async (a) => ((await a.json()) as { requestId: string }).requestId),
      );
      expect(new Set(ids).size).toBe(50);
      for (const id of ids) expect(id).toMatch(/^DSR-1764000000000(-[0-9A-F]{6})?$/);
      const stored = await database.db.select({ id: dataRequests.requestId }).from(dataRequests);
      expect(stored.map((r) => r.id).sort()).toEqual([...ids].sort());
      const mails = await database.db.select({ subject: emailOutbox.subject }).from(emailOutbox);
      expect(mails.map((m) => m.subject.split(' ').pop()).sort()).toEqual([...ids].sort());
    } finally {
      now.mockRestore();
    }
  });

  it('stores a verification file whose content matches its name', async () => {
    const res = await post('/api/data-requests', {
      ...request,
      verificationDocument: { name: 'id.png', type: 'image/png', data: png },
    });
    expect(res.status).toBe(201);
    const [row] = await database.db.select().from(dataRequests);
    expect(row?.verificationFileType).toBe('image/png');
    expect(Buffer.from(row?.verificationFile ?? []).toString('base64')).toBe(png);
  });

  it.each([
    ['an executable named .pdf', 'id.pdf', Buffer.from('MZ\x90\x00').toString('base64')],
    ['a PDF named .png', 'id.png', pdf],
    ['a text file', 'id.txt', Buffer.from('hello').toString('base64')],
  ])('refuses %s and writes nothing', async (_label, name, data) => {
    const res = await post('/api/data-requests', {
      ...request,
      verificationDocument: { name, type: 'application/pdf', data },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: { verificationDocument: expect.any(String) },
    });
    expect(await count()).toMatchObject({ requests: 0, outbox: 0 });
  });

  it.each([
    { requestType: 'sell' },
    { requestType: undefined },
    { fullName: '' },
    { description: '' },
  ])('refuses a data request with %o', async (change) => {
    const res = await post('/api/data-requests', { ...request, ...change });
    expect(res.status).toBe(400);
    expect(await count()).toMatchObject({ requests: 0, outbox: 0 });
  });
});

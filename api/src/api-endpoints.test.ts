import type { ApiEndpoint } from '@termlens/contracts/api-endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createLogger } from './lib/logger';
import { testDatabases } from './test/test-databases';

// The front ends call the API through the contracts' endpoint table, which only holds types.
// This list is checked against that table by the type checker (every key, no other), and here
// against the routes the real app registers, so neither can move without the other.
const endpoints = {
  'GET /api/quotes': true,
  'GET /api/quotes/verify': true,
  'POST /api/quotes/estimate': true,
  'GET /api/news': true,
  'GET /api/news/:id': true,
  'GET /api/blog': true,
  'GET /api/blog/:slug': true,
  'GET /api/resources': true,
  'POST /api/resources/:id/download': true,
  'POST /api/email-course': true,
  'POST /api/newsletter': true,
  'POST /api/leads': true,
  'POST /api/contact': true,
  'POST /api/data-requests': true,
  'POST /api/vitals': true,
  'GET /api/admin/session': true,
  'POST /api/admin/session': true,
  'DELETE /api/admin/session': true,
  'GET /api/admin/leads': true,
  'GET /api/admin/leads.csv': true,
  'GET /api/admin/leads/:id': true,
  'GET /api/admin/leads/:id/work': true,
  'PATCH /api/admin/leads/:id': true,
  'POST /api/admin/leads/:id/notes': true,
  'POST /api/admin/leads/:id/follow-up': true,
  'GET /api/admin/users': true,
  'POST /api/admin/users': true,
  'PATCH /api/admin/users/:id': true,
  'GET /api/admin/deliveries': true,
  'POST /api/admin/deliveries/:id/retry': true,
  'GET /api/admin/reports/sources': true,
  'GET /api/admin/reports/sources.csv': true,
  'GET /api/admin/stats': true,
  'GET /api/admin/data-requests': true,
  'PATCH /api/admin/data-requests/:id': true,
  'POST /api/admin/data-requests/:id/fulfil-erasure': true,
  'GET /api/admin/contact-messages': true,
  'GET /api/admin/outbox': true,
  'GET /api/admin/web-vitals': true,
  'GET /api/admin/releases': true,
  'POST /api/admin/releases/:remote/rollback': true,
  'GET /api/releases': true,
  'GET /api/site/pages': true,
  'POST /api/releases/:remote': true,
  'POST /api/releases/:remote/rollback': true,
} satisfies Record<ApiEndpoint, true>;

const [testDb] = await testDatabases();

describe('the contracts endpoint table', () => {
  let routes: string[];

  beforeAll(async () => {
    if (!testDb) throw new Error('No test database');
    const app = createApp({ database: await testDb.open(), log: createLogger('silent') });
    routes = app.routes.map((route) => `${route.method} ${route.path}`);
  });
  afterAll(() => testDb?.close());

  it.each(Object.keys(endpoints))('%s is a route of the API', (endpoint) => {
    expect(routes).toContain(endpoint);
  });
});

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { handleError } from './error-handler';
import { HttpError } from './http-error';
import { createLogger } from './logger';

function appThrowing(error: unknown, logLines: string[] = []) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set(
      'log',
      createLogger('error', {}, (line) => logLines.push(line)),
    );
    await next();
  });
  app.get('/', () => {
    throw error;
  });
  return app;
}

describe('handleError', () => {
  it('turns an HttpError into its status, message and field messages', async () => {
    const res = await appThrowing(
      new HttpError(400, 'Invalid request', { email: 'Invalid email' }),
    ).request('/');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Invalid request',
      fields: { email: 'Invalid email' },
    });
  });

  it('never leaks a stack trace or the message, and logs where it was thrown', async () => {
    const lines: string[] = [];
    const res = await appThrowing(new TypeError('secret detail at /srv/db.ts:42'), lines).request(
      '/',
    );
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).toBe('{"error":"Internal server error"}');
    expect(lines.join('\n')).not.toContain('secret detail');
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      msg: 'unhandled error',
      errorClass: 'TypeError',
      at: expect.stringMatching(/error-handler\.test\.ts/),
    });
  });

  it('answers 503 when the database connection is refused', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const res = await appThrowing(new Error('query failed', { cause: refused })).request('/');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });
});

import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env';
import { errorFacts } from './error-facts';
import { HttpError } from './http-error';

// Every failure leaves as JSON `{ error, fields? }`; a stack trace never reaches the client.
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof HttpError) {
    return c.json(
      { error: err.message, ...(err.fields ? { fields: err.fields } : {}) },
      err.status,
    );
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 400 ? 'Malformed request' : err.message || 'Request failed';
    return c.json({ error: message }, status);
  }
  c.var.log.error('unhandled error', { path: c.req.path, ...errorFacts(err) });
  if (isDatabaseUnavailable(err)) {
    return c.json({ error: 'Service temporarily unavailable' }, 503, { 'Retry-After': '5' });
  }
  return c.json({ error: 'Internal server error' }, 500);
};

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  // PostgreSQL: connection exceptions, too many connections, query cancelled by the statement
  // timeout, the database refusing connections, admin or crash shutdown, starting up.
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
  '57014',
  '55000',
  '57P01',
  '57P02',
  '57P03',
]);

/** True when the error, or one it wraps, says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  }
  return false;
}

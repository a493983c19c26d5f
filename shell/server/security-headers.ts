import type { MiddlewareHandler } from 'hono';
import type { RuntimeConfig } from '../src/site/remotes';
import { paintFirstLoaderHash } from './paint-first';

/**
 * Origins other than our own that the shell loads remotes from: the absolute manifest URLs of
 * the runtime config. The shell fetches those manifests and then runs the scripts and styles
 * they list, so the CSP must allow exactly these origins and no others.
 */
export function remoteOrigins(config: RuntimeConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remotes)) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

export function contentSecurityPolicy(extraOrigins: string[]): string {
  const with_ = (...sources: string[]) => [...sources, ...extraOrigins].join(' ');
  return [
    "default-src 'self'",
    // The hash admits the one inline script, the paint-first loader, and nothing else inline.
    `script-src ${with_("'self'", paintFirstLoaderHash)}`,
    // React writes `style` attributes (progress bars, positions): those need 'unsafe-inline'.
    `style-src ${with_("'self'", "'unsafe-inline'")}`,
    `img-src ${with_("'self'", 'data:')}`,
    `font-src ${with_("'self'")}`,
    `connect-src ${with_("'self'")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

// Only features Chromium knows: an unknown one is logged as an error with the header on every
// page (e2e/specs/content-security-policy.spec.ts checks). Web Bluetooth is not among them.
const permissionsPolicy = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'gyroscope',
  'accelerometer',
  'display-capture',
  'publickey-credentials-get',
  'interest-cohort',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The security headers of every response: API, pages, static files and the runtime config.
 * Our own rather than hono's secureHeaders(): its defaults (180-day HSTS, no CSP, a
 * same-origin Cross-Origin-Resource-Policy that would stop other origins' shells from loading
 * /remotes/*) each need overriding, so the explicit list is shorter and easier to review.
 */
/** `config` is asked per response: the current releases' runtime config. */
export function securityHeaders(config: () => RuntimeConfig): MiddlewareHandler {
  const headers: Record<string, string> = {
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  let policy: { for: string; header: string } | undefined;
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    // The remotes' current releases name the origins: the policy follows each release.
    const origins = remoteOrigins(config()).join(' ');
    if (policy?.for !== origins) {
      policy = { for: origins, header: contentSecurityPolicy(origins ? origins.split(' ') : []) };
    }
    c.res.headers.set('Content-Security-Policy', policy.header);
  };
}

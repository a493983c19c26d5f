import type { MiddlewareHandler } from 'hono';
import type { RuntimeConfig } from '../src/site/remotes';
import { paintFirstLoaderHash } from './paint-first';

/**
 * Origins other than our own that the shell loads remotes from: the absolute manifest URLs of
 * the runtime config. The shell fetches those manifests and then runs the scripts and styles
 * they list, so the CSP must allow exactly these origins and no others.
 */
export function remoteOrigins(config: Pick<RuntimeConfig, 'remotes'>): string[] {
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
 * What a JSON answer (the API, the runtime config, a manifest) gets instead of the document
 * policy: it is never a document, so it loads nothing and may be framed by no one. Stricter than
 * the pages' policy, and about 600 bytes shorter on every API call; Permissions-Policy and
 * Cross-Origin-Opener-Policy only mean anything on a document.
 */
export const dataPolicy = "default-src 'none'; frame-ancestors 'none'";

const isJson = /^application\/json\b/i;

/**
 * The security headers of every response: API, pages, static files and the runtime config.
 * Our own rather than hono's secureHeaders(): its defaults (180-day HSTS, no CSP, a
 * same-origin Cross-Origin-Resource-Policy that would stop other origins' shells from loading
 * /remotes/*) each need overriding, so the explicit list is shorter and easier to review.
 * `config` is asked per response: the current releases' runtime config.
 */
export function securityHeaders(config: () => Pick<RuntimeConfig, 'remotes'>): MiddlewareHandler {
  const everyAnswer = Object.entries({
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  const documentOnly = Object.entries({
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
  });
  let policy: { for: RuntimeConfig['remotes']; header: string } | undefined;
  return async (c, next) => {
    await next();
    const res = c.res.headers;
    for (const [name, value] of everyAnswer) res.set(name, value);
    if (isJson.test(res.get('Content-Type') ?? '')) {
      res.set('Content-Security-Policy', dataPolicy);
      return;
    }
    for (const [name, value] of documentOnly) res.set(name, value);
    // The remotes' current releases name the origins: the policy follows each release (the
    // remotes object is replaced whenever they change).
    const { remotes } = config();
    if (policy?.for !== remotes) {
      policy = { for: remotes, header: contentSecurityPolicy(remoteOrigins({ remotes })) };
    }
    res.set('Content-Security-Policy', policy.header);
  };
}

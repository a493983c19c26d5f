import fc from 'fast-check';

/** Strings an attacker or a broken client sends: injections, odd unicode, control characters. */
const payloads = [
  "' OR 1=1 --",
  "'; drop table leads; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{7*7}}#{7*7}',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\uFEFF\u200B\u202E',
  '\uD800',
  '😀👨‍👩‍👧',
  'Zoë Ñandú 李',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'null',
  '1e309',
  '',
  ' ',
];

export const hostileString = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.nat(30_000).map((n) => 'x'.repeat(n)),
);

export const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
  fc.string({ maxLength: 20 }),
);

/** Any JSON value, biased towards the wrong types and the hostile strings above. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(2 ** 53 + 1, -0, 1e308, -1),
  fc.anything({ key: hostileKey, maxDepth: 2, maxKeys: 5 }),
);

/**
 * A body built from a valid one: each field kept, dropped or replaced by a hostile value, plus
 * extra hostile keys. Kept fields let a good share of cases reach the database.
 */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [
      key,
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(value) },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: hostileValue },
      ),
    ]),
  );
  return fc
    .tuple(fc.record(fields), fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }))
    .map(([body, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(extra))
        Object.defineProperty(out, k, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      for (const [k, v] of Object.entries(body)) if (v !== undefined) out[k] = v;
      return out;
    });
}

/** A raw body that is not a JSON object: broken JSON, arrays, scalars, random text. */
/** Any text a person could type or paste, including control characters and lone surrogates. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 120 }),
  fc.constantFrom(...payloads.filter((p) => p.trim() !== '')),
);

export const rawBody = fc.oneof(
  fc.string(),
  fc.constantFrom('{', '{"a":', '[]', 'null', '1', '"x"', '{"__proto__":{"polluted":1}}', 'ﬀ'),
  fc.json(),
);

/** Header values a client may send; only those a Request can carry (no CR, LF or NUL). */
export const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,200}$/);

/** Hostile strings percent-escaped; one with a lone surrogate (which cannot be) is sent raw. */
export const escapedHostileString = hostileString.map((s) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return s;
  }
});

/**
 * A path segment as a client may write it: escaped hostile text, or raw text with broken
 * escapes (`%`, `%ZZ`, `%E0%A4%A`), escaped NUL and surrogates, dots and encoded slashes.
 */
export const hostileSegment = fc.oneof(
  escapedHostileString,
  fc.constantFrom(
    '%',
    '%ZZ',
    '%E0%A4%A',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '..',
    '%2e%2e',
    '%2F',
    '%5C',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

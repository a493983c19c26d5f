import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may. In the browser our CSP forbids
// eval: the probe alone reports a violation, so the browser copy runs without that compiler.
// zod decides when a schema is built, so every contract module imports this file first.
if ('document' in globalThis) z.config({ jitless: true });

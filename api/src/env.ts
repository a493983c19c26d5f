import { z } from 'zod';

// The one place the API reads the process environment; everything else receives a typed config.
// The page server reads its own few variables (WEB_ROOT, REMOTE_*) in shell/server.
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    SITE_URL: optionalUrl,
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    // Server processes on the port; unset: one per core on PostgreSQL, one on PGlite.
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    // PostgreSQL connections per process; unset: shared out from about 20 over the processes.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
    ADMIN_USERNAME: z.string().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('TermLens <hello@termlens.com>'),
    // For the whole site: only the process leading the background jobs sends.
    MAIL_RATE_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(50),
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
    NEWS_FEEDS: z.string().default(''),
    SIGNING_SECRET: z.string().min(32).optional(),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    // For load benchmarks from one address only: never turn rate limits off in production.
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    // The partner's endpoint for new leads, and the key their signatures are made with.
    LEAD_WEBHOOK_URL: optionalUrl,
    LEAD_WEBHOOK_SECRET: z.string().min(32).optional(),
  })
  .refine((env) => !env.LEAD_WEBHOOK_URL || env.LEAD_WEBHOOK_SECRET, {
    message: 'LEAD_WEBHOOK_SECRET (32+ characters) must be set with LEAD_WEBHOOK_URL',
    path: ['LEAD_WEBHOOK_SECRET'],
  });

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

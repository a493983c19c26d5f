import './zod-csp';
import { z } from 'zod';
import type { PublishedSite } from './published-site';

// What a release's manifest must publish of the site: checked before the release goes live, so
// a malformed page list never reaches the router.

const pathPattern = z
  .string()
  .max(200)
  .regex(/^(\/([a-z0-9-]+|:[A-Za-z]+))+$/, 'must be a path such as /guides or /guides/:slug');

const moduleName = z.string().regex(/^[a-z0-9-]+$/, 'must be an exposed module name');

export const publishedSite = z.object({
  pages: z
    .array(
      z.object({
        path: pathPattern,
        module: moduleName,
        name: z.string().min(1).max(80),
        group: z.enum(['main', 'legal', 'detail', 'private']),
        title: z.string().min(1).max(200),
        description: z.string().max(500),
        keywords: z.array(z.string().max(100)).max(30),
        data: z
          .array(z.string().regex(/^\/api(\/([A-Za-z0-9-]+|:[A-Za-z]+))+$/, 'must be an API path'))
          .max(5)
          .optional(),
      }),
    )
    .max(200),
  homeSections: z
    .array(
      z.object({
        module: moduleName,
        order: z.number().int().min(1).max(99),
        anchor: z
          .string()
          .regex(/^[a-z][a-z0-9-]*$/)
          .optional(),
        area: z.string().min(1).max(80),
      }),
    )
    .max(20),
}) satisfies z.ZodType<PublishedSite>;

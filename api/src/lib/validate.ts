import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { fieldMessages } from '../contracts/leads';

/** zod validation whose failure answers 400 `{ error: 'Invalid request', fields }`. */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json({ error: 'Invalid request', fields: fieldMessages(result.error) }, 400);
    }
  });
}

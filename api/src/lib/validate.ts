import { zValidator } from '@hono/zod-validator';
import { fieldMessages } from '@termlens/contracts/field-messages';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';

/**
 * Validates one part of the request and answers 400 `{ error: 'Invalid request', fields }`
 * on failure, so every route reports bad input the same way.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json({ error: 'Invalid request', fields: fieldMessages(result.error) }, 400);
    }
  });
}

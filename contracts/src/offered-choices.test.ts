import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { requestTypeOptions } from './data-request-types';
import { primaryConcernOptions } from './lead-choices';
import { dataRequestInput, leadInput } from './leads';
import { sexOptions } from './quote-choices';
import { quoteQuerySchema } from './quotes';

// Every choice a form offers is one its API call accepts, and a choice it does not offer is not.
const forms: {
  field: string;
  schema: z.ZodType;
  rest: Record<string, unknown>;
  options: readonly { value: string }[];
}[] = [
  {
    field: 'primaryConcern',
    schema: leadInput,
    rest: {
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      dateOfBirth: '1980-01-01',
      zipCode: '10013',
    },
    options: primaryConcernOptions,
  },
  {
    field: 'requestType',
    schema: dataRequestInput,
    rest: { fullName: 'A', email: 'a@example.com', description: 'Me' },
    options: requestTypeOptions,
  },
  { field: 'sex', schema: quoteQuerySchema, rest: {}, options: sexOptions },
];

describe.each(forms)('$field', ({ field, schema, rest, options }) => {
  it.each(options.map((option) => option.value))('accepts the offered %s', (value) => {
    expect(schema.safeParse({ ...rest, [field]: value }).success).toBe(true);
  });

  it('refuses a value no form offers', () => {
    expect(schema.safeParse({ ...rest, [field]: 'boats' }).success).toBe(false);
  });
});

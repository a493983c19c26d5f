import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email-rule';
import { contactInput, dataRequestInput, leadInput } from './leads';
import { emailCourseRequest, newsletterRequest, resourceDownloadRequest } from './signup';

const injected = [
  'victim@example.com?bcc=attacker%40evil.example&body=hi',
  'victim@example.com&cc=attacker@evil.example',
  'victim@example.com#x',
  'victim@example.com/x',
  'victim@exa%6Dple.com',
];

// Every contract that takes an address from a visitor, with its other fields valid.
const entries = [
  [
    'lead',
    leadInput,
    { firstName: 'A', lastName: 'B', dateOfBirth: '1980-01-01', zipCode: '10013' },
  ],
  ['contact message', contactInput, { name: 'A', subject: 'Hi', message: 'Hello there' }],
  ['data request', dataRequestInput, { fullName: 'A', requestType: 'access', description: 'Me' }],
  ['resource download', resourceDownloadRequest, {}],
  ['course signup', emailCourseRequest, { firstName: 'A' }],
  ['newsletter signup', newsletterRequest, {}],
] as const;

describe('the email rule', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', "o'brien@example.ie"])(
    'accepts %s',
    (address) => expect(isValidEmail(address)).toBe(true),
  );

  it.each(['', 'a@b', 'a b@c.de', 'a@b c.de', '@b.co', 'a@.', ...injected])(
    'refuses %s',
    (address) => expect(isValidEmail(address)).toBe(false),
  );

  it.each(entries)('is the one the %s contract applies', (_name, schema, rest) => {
    expect(schema.safeParse({ ...rest, email: 'a@b.co' }).success).toBe(true);
    for (const email of injected) {
      const parsed = schema.safeParse({ ...rest, email });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['email']);
    }
  });
});

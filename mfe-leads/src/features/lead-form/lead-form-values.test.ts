import { describe, expect, it } from 'vitest';
import { emptyLeadForm, stepErrors, toLeadPayload } from './lead-form-values';

const adultBirthDate = `${new Date().getUTCFullYear() - 40}-01-15`;

const filled = {
  ...emptyLeadForm,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  dateOfBirth: adultBirthDate,
  zipCode: '10013',
};

describe('lead form steps', () => {
  it('step 1 lists a message for each missing personal field', () => {
    expect(stepErrors(emptyLeadForm, 1)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Date of birth is required',
    ]);
  });

  it('step 1 checks the email format and an optional phone', () => {
    expect(stepErrors({ ...filled, email: 'ada@example', phone: '123' }, 1)).toEqual([
      'Please enter a valid email address',
      'Please enter a valid 10-digit US phone number',
    ]);
    expect(stepErrors({ ...filled, phone: '(212) 555-0142' }, 1)).toEqual([]);
  });

  it('step 2 checks the date of birth and the ZIP code', () => {
    expect(stepErrors({ ...filled, zipCode: '' }, 2)).toEqual([
      'Please enter a valid 5-digit ZIP code',
    ]);
    expect(stepErrors({ ...filled, dateOfBirth: '' }, 2)).toEqual(['Date of birth is required']);
    expect(stepErrors(filled, 2)).toEqual([]);
  });

  it('step 3 passes with the defaults', () => {
    expect(stepErrors(filled, 3)).toEqual([]);
  });
});

describe('lead payload', () => {
  const utm = { utm_source: 'direct', utm_medium: 'website', utm_campaign: 'lead_form' };

  it('is a smoker only for tobacco use "yes"', () => {
    expect(toLeadPayload({ ...filled, tobaccoUse: 'yes' }, utm, '').smoker).toBe(true);
    expect(toLeadPayload({ ...filled, tobaccoUse: 'former' }, utm, '').smoker).toBe(false);
  });

  it('sends numbers, null concern and no phone consent without a phone', () => {
    const payload = toLeadPayload(
      { ...filled, coverageAmount: '2000000', termLength: '20', phoneContactConsent: true },
      utm,
      'http://x/',
    );
    expect(payload).toMatchObject({
      coverageAmount: 2000000,
      termLength: 20,
      primaryConcern: null,
      phoneContactConsent: false,
      utm_campaign: 'lead_form',
      pageUrl: 'http://x/',
    });
  });
});

import { insurerMark } from '@termlens/contracts/insurer-mark';
import type { Quote } from '@termlens/contracts/quotes';
import { describe, expect, it } from 'vitest';
import { leadQuotesEmail } from './lead-quotes-email';

const quote = (carrierId: string, companyName: string, monthlyPremium: number): Quote => ({
  id: `${carrierId}-20y-500000`,
  carrierId,
  companyName,
  amBestRating: 'A+',
  features: ['Convertible to age 70', 'Child <rider>'],
  applicationUrl: `https://example.com/apply/${carrierId}`,
  coverageAmount: 500_000,
  termLength: 20,
  healthClass: 'Standard Plus',
  monthlyPremium,
  annualPremium: Math.round((monthlyPremium / 0.0875) * 100) / 100,
  priceRange: {
    minMonthly: monthlyPremium,
    maxMonthly: monthlyPremium,
    healthClasses: ['Standard Plus'],
  },
});

const profile = { age: 40, coverage: 500_000, term: 20, smoker: false, state: 'NY', assumed: [] };

describe('leadQuotesEmail', () => {
  it('lists each quote with its rating, prices and features, the picked one marked', () => {
    const email = leadQuotesEmail({
      firstName: 'Ann <3',
      profile,
      quotes: [quote('summit', 'Summit Mutual', 45.5), quote('north', 'Northgate Life', 30.25)],
      pickedCarrierId: 'summit',
    });
    expect(email.subject).toBe('Your personalized term life quotes from TermLens');
    expect(email.text).toContain(
      'Here is the insurer you picked, then the best-priced others, for $500,000 of coverage for 20 years, for a 40-year-old non-smoker in NY. Prices are for your own age, so they may differ from what the comparison showed.',
    );
    expect(email.text).toContain(
      '1. Summit Mutual, the insurer you picked (AM Best A+): $45.50 a month, or $520.00 a year paid annually. Features: Convertible to age 70; Child <rider>.',
    );
    expect(email.text).toContain('2. Northgate Life (AM Best A+): $30.25 a month');
    expect(email.text).toContain('Prices assume the Standard Plus health class.');
    expect(email.text).toContain('illustrative samples, not real companies');
    // Transactional: the visitor asked for these quotes.
    expect(email.text).not.toMatch(/unsubscribe/i);
    expect(email.html).toContain('Hi Ann &lt;3,');
    expect(email.html).toContain('Child &lt;rider&gt;');
  });

  it("puts each insurer's monogram, in its own colours, before its quote in the HTML part", () => {
    const email = leadQuotesEmail({
      firstName: 'Cy',
      profile,
      quotes: [quote('summit', 'Summit Mutual', 45.5), quote('north', 'Northgate Life', 30.25)],
    });
    const summit = insurerMark('Summit Mutual');
    const north = insurerMark('Northgate Life');
    expect(summit.background).not.toBe(north.background);
    const rows = email.html.split('<table role="presentation"').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`background:${summit.background}`);
    expect(rows[0]).toMatch(/>SM<\/div>.*1\. Summit Mutual/);
    expect(rows[1]).toContain(`background:${north.background}`);
    expect(rows[1]).toMatch(/>NL<\/div>.*2\. Northgate Life/);
    expect(email.html).not.toContain('<img');
    // The text part stays plain: no initials before the lines.
    expect(email.text).toContain('\n\n1. Summit Mutual (AM Best A+)');
  });

  it('lists the best-priced quotes alone when none was picked', () => {
    const email = leadQuotesEmail({
      firstName: 'Cy',
      profile,
      quotes: [quote('north', 'Northgate Life', 30.25)],
    });
    expect(email.text).toContain(
      'Here are the best-priced quotes for $500,000 of coverage for 20 years, for a 40-year-old non-smoker in NY.\n\n1. Northgate Life (AM Best A+)',
    );
  });

  it('says which values it assumed and why the picked insurer is missing', () => {
    const email = leadQuotesEmail({
      firstName: 'Bo',
      profile: { ...profile, smoker: true, state: undefined, assumed: ['coverage', 'term'] },
      quotes: [],
      pickedExcluded: {
        carrierId: 'summit',
        companyName: 'Summit Mutual',
        reason: 'Maximum issue age for a 30-year term is 55',
      },
    });
    expect(email.text).toContain(
      'None of the insurers we compare offers $500,000 of coverage for 20 years to a 40-year-old tobacco user. You left the coverage and the term open, so we quoted the amounts most visitors choose.',
    );
    expect(email.text).toContain(
      'Summit Mutual, the insurer you picked, does not offer this policy: Maximum issue age for a 30-year term is 55.',
    );
    expect(email.text).not.toContain('health class');
  });
});

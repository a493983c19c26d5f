// "Term Life Insurance Glossary": plain-English definitions, alphabetical.
import { callout, createPdf, definitionItem, finishPdf, title } from './pdf-layout';

export interface GlossaryEntry {
  term: string;
  definition: string;
}

/** Kept in alphabetical order; the test checks it. */
export const glossaryEntries: readonly GlossaryEntry[] = [
  {
    term: 'Accelerated death benefit',
    definition:
      'A feature or rider that lets you receive part of the death benefit while you are alive if you are diagnosed with a terminal illness (and, on some policies, a chronic or critical illness). Whatever is paid early, plus any charge, is deducted from what your beneficiaries later receive.',
  },
  {
    term: 'Accidental death benefit',
    definition:
      'A rider that pays an extra amount if the insured dies as the result of a covered accident. It pays nothing extra for deaths from illness.',
  },
  {
    term: 'AM Best rating',
    definition:
      'A grade from AM Best, a rating agency that specializes in insurers, of an insurer’s financial strength and ability to pay claims. Ratings run from A++ and A+ (Superior) through A and A- (Excellent) down to D (Poor); A- or better is a common benchmark.',
  },
  {
    term: 'Beneficiary',
    definition:
      'The person, people, trust or charity you name to receive the death benefit. The primary beneficiary is paid first; a contingent (secondary) beneficiary is paid if no primary beneficiary is living.',
  },
  {
    term: 'Cash value',
    definition:
      'A savings element that builds up inside permanent life insurance such as whole life or universal life, which you can borrow against or withdraw. Term life insurance has no cash value.',
  },
  {
    term: 'Contestability period',
    definition:
      'Usually the first two years of a policy, during which the insurer can investigate the application and deny or adjust a claim if it finds a material misstatement. After it ends, the policy can generally no longer be challenged over what the application said.',
  },
  {
    term: 'Conversion privilege',
    definition:
      'The right to exchange all or part of a term policy for a permanent policy from the same insurer without a new medical exam or health questions, before a deadline set in the policy (for example, by age 70 or within the first 10 years). The new premium is based on your age when you convert.',
  },
  {
    term: 'Death benefit',
    definition:
      'The amount paid to your beneficiaries if the insured dies while the policy is in force. It is generally free of federal income tax.',
  },
  {
    term: 'Decreasing term',
    definition:
      'Term insurance whose death benefit falls on a set schedule over the term, often to track a shrinking mortgage balance. The premium usually stays the same.',
  },
  {
    term: 'Exclusion',
    definition:
      'A cause of death or situation that a policy does not cover, listed in the policy contract. Term policies have few exclusions; the suicide clause is the most common.',
  },
  {
    term: 'Face amount',
    definition:
      'The death benefit stated on the policy, such as $500,000. Also called the coverage amount or face value.',
  },
  {
    term: 'Free-look period',
    definition:
      'A window after the policy is delivered, typically 10 to 30 days depending on your state, during which you can cancel and get a full refund of the premiums you paid.',
  },
  {
    term: 'Grace period',
    definition:
      'Extra time after a missed premium due date, commonly 30 or 31 days, during which the policy stays in force. If the insured dies during the grace period, the benefit is paid minus the overdue premium.',
  },
  {
    term: 'Guaranteed issue',
    definition:
      'Coverage offered without health questions or an exam. It is usually limited to small amounts, costs more per dollar of coverage, and often pays only a refund of premiums if death occurs in the first two or three years.',
  },
  {
    term: 'Guaranteed level premium',
    definition:
      'A premium that is contractually fixed for the whole term. Check that the guarantee lasts for the entire term, not only part of it.',
  },
  {
    term: 'Health class',
    definition:
      'The rating category an insurer places you in after underwriting, such as Preferred Plus, Preferred, Standard Plus or Standard, which sets your premium. Tobacco users are placed in separate tobacco classes, and class names and criteria vary between insurers.',
  },
  {
    term: 'Insurable interest',
    definition:
      'A requirement that the policy owner would suffer a financial or emotional loss if the insured died. You have an insurable interest in your own life and generally in a spouse’s; the rule stops strangers from insuring someone’s life for profit.',
  },
  {
    term: 'Insured',
    definition:
      'The person whose life the policy covers. The death benefit is paid when the insured dies.',
  },
  {
    term: 'Laddering',
    definition:
      'Buying two or more term policies with different term lengths, such as a 30-year and a 20-year policy, so your total coverage steps down as debts are paid and children grow up, often for less than one large policy.',
  },
  {
    term: 'Lapse',
    definition:
      'The end of a policy because a premium was not paid by the end of the grace period. A lapsed term policy pays nothing.',
  },
  {
    term: 'Level term',
    definition:
      'The most common kind of term insurance: the death benefit and premium stay the same for the whole term, typically 10, 15, 20, 25 or 30 years.',
  },
  {
    term: 'Medical exam',
    definition:
      'A short health check by a licensed examiner, usually at your home or office and paid for by the insurer: height, weight, blood pressure, and blood and urine samples. Also called a paramedical exam.',
  },
  {
    term: 'MIB',
    definition:
      'A member-owned organization, formerly the Medical Information Bureau, through which insurers share coded information from earlier applications to detect errors and fraud. It does not hold your full medical records, and you can request your MIB file free once a year.',
  },
  {
    term: 'Policy owner',
    definition:
      'The person or entity that controls the policy: pays the premiums, names the beneficiaries and can make changes. Usually, but not always, the same person as the insured.',
  },
  {
    term: 'Premium',
    definition:
      'The amount you pay, monthly or yearly, to keep the policy in force. Paying annually is usually slightly cheaper.',
  },
  {
    term: 'Reinstatement',
    definition:
      'Restoring a lapsed policy, usually within a few years of the lapse, by paying the overdue premiums (often with interest) and showing you are still insurable. A new contestability period may apply.',
  },
  {
    term: 'Renewable term',
    definition:
      'A term policy that can be renewed when the term ends without a medical exam, usually one year at a time at a premium that rises with age each year.',
  },
  {
    term: 'Return of premium',
    definition:
      'A type of term policy or rider that refunds the premiums you paid if you outlive the term. It costs considerably more than regular term coverage of the same amount.',
  },
  {
    term: 'Rider',
    definition:
      'An optional add-on that changes or extends a policy’s benefits, sometimes for an extra premium.',
  },
  {
    term: 'Simplified issue',
    definition:
      'Coverage approved from your answers to health questions and database checks, without a medical exam. It is quicker but can cost more or have lower coverage limits than fully underwritten policies.',
  },
  {
    term: 'Suicide clause',
    definition:
      'A provision, usually covering the first two years of a policy (one year in some states), under which the insurer does not pay the death benefit if the insured dies by suicide; it typically refunds the premiums paid instead.',
  },
  {
    term: 'Term length',
    definition:
      'The number of years the coverage and the level premium last, commonly 10, 15, 20, 25 or 30 years. If you are still living when it ends, coverage stops unless you renew or convert.',
  },
  {
    term: 'Term life insurance',
    definition:
      'Life insurance that covers you for a set number of years and pays the death benefit only if you die during that time. It has no cash value, which makes it far cheaper than permanent insurance for the same amount of coverage.',
  },
  {
    term: 'Underwriting',
    definition:
      'How an insurer assesses your risk, using your application, medical and prescription history, MIB report, driving record and any exam results, to decide whether to offer coverage and in which health class.',
  },
  {
    term: 'Universal life',
    definition:
      'A type of permanent life insurance with flexible premiums and a cash value that earns interest. Coverage can lapse if the cash value runs too low to pay the policy’s charges.',
  },
  {
    term: 'Waiver of premium',
    definition:
      'A rider that keeps your coverage in force without further premiums if you become totally disabled, as defined in the policy, usually after a waiting period of about six months.',
  },
  {
    term: 'Whole life',
    definition:
      'Permanent life insurance that lasts your whole life as long as premiums are paid, with a fixed premium and a cash value that grows at a guaranteed rate. It usually costs many times more than term insurance for the same death benefit.',
  },
];

export async function buildGlossaryPdf(): Promise<Uint8Array> {
  const doc = createPdf({
    title: 'Term Life Insurance Glossary',
    subject: 'Plain-English definitions of common term life insurance terms',
    keywords: 'term life insurance, glossary, definitions, riders, underwriting',
  });

  title(
    doc,
    'Term Life Insurance Glossary',
    'Insurance documents use a lot of specialist language. Here are the terms you are most likely to meet when comparing ' +
      'quotes, applying and reading your policy, explained in plain English.',
  );

  for (const entry of glossaryEntries) definitionItem(doc, entry.term, entry.definition);

  callout(
    doc,
    'Good to know:',
    'definitions here are general. The exact meaning of a term, and the deadlines and limits that apply, are set by your ' +
      'policy contract and your state’s insurance rules. For next steps, see our Term Life Insurance Buyer’s Checklist, ' +
      'Coverage Needs Worksheet and Quote Comparison Sheet.',
  );

  return finishPdf(doc);
}

import { sampleInsurersNotice } from './sample-insurers';

// Frequently asked questions shown on the FAQ page. Plain-text paragraphs only (no HTML):
// the page renders each string in its own <p>.

export interface FaqEntry {
  id: string;
  question: string;
  answer: string[];
}

export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'term-vs-whole-life',
    question: 'What is the difference between term life and whole life insurance?',
    answer: [
      'Term life insurance covers you for a set number of years, such as 10, 20 or 30. If you die during that period, the insurer pays the death benefit to your beneficiaries. If you outlive the term, the coverage simply ends and nothing is paid out.',
      'Whole life insurance is a type of permanent insurance: it is designed to last for your entire life as long as premiums are paid, and it builds cash value that you can borrow against or withdraw. That lifelong guarantee and savings component make whole life far more expensive than term for the same death benefit, often many times the price.',
      'For most people who need to protect an income, a mortgage or children while they are financially dependent, term life offers the most coverage for the money. Permanent insurance tends to suit narrower needs, such as lifelong dependents or certain estate-planning goals.',
    ],
  },
  {
    id: 'what-affects-premiums',
    question: 'What affects how much I pay for term life insurance?',
    answer: [
      'The biggest factors are your age and your health. Insurers also look at tobacco and nicotine use, height and weight, medical history, family history of conditions such as heart disease or cancer, prescriptions, driving record, and risky occupations or hobbies such as private flying or scuba diving.',
      'The policy you choose matters too. A larger death benefit and a longer term both raise the premium, because the insurer is taking on more risk for longer. Sex at birth also plays a role, since women statistically live longer and usually pay somewhat less.',
      'Because premiums are based on your age when you apply, buying earlier generally costs less than waiting, and a new health condition can raise prices or limit your options.',
    ],
  },
  {
    id: 'do-premiums-stay-level',
    question: 'Will my premiums stay the same for the whole term?',
    answer: [
      'With a level premium term policy, which is the most common kind, yes. The premium is fixed when the policy is issued and is guaranteed not to change for the level period, whether that is 10, 20 or 30 years, even if your health changes.',
      'What happens afterwards depends on the policy. Many term policies let you keep the coverage after the level period ends, but the premium then usually rises every year and can become very expensive quickly. Your policy contract shows the guaranteed level period and any renewal terms.',
    ],
  },
  {
    id: 'converting-term-to-permanent',
    question: 'Can I convert my term policy into permanent life insurance?',
    answer: [
      'Many term policies include a conversion privilege. It lets you exchange some or all of your term coverage for a permanent policy from the same insurer without a new medical exam or health questions. That can be valuable if your health has declined and you would struggle to qualify for new coverage.',
      'Conversion comes with a deadline. Common limits are a set number of policy years, or a certain age such as 65 or 70, whichever comes first, and some policies only allow conversion into specific permanent products. The premium for the new policy is based on your age at the time you convert, so it will be noticeably higher than your term premium.',
      'If conversion is important to you, compare the conversion window and the permanent products offered before you buy, and put the deadline somewhere you will not forget it.',
    ],
  },
  {
    id: 'missed-payment',
    question: 'What happens if I miss a premium payment?',
    answer: [
      'Term policies have a grace period, typically 30 or 31 days after the due date, during which your coverage stays in force. If you pay within the grace period, nothing changes. If you die during it, the insurer still pays the claim, usually minus the overdue premium.',
      'If the premium is still unpaid when the grace period ends, the policy lapses and the coverage stops. Because term insurance has no cash value, there is nothing to fall back on.',
      'Most insurers allow reinstatement for a limited time after a lapse, often a few years. You usually have to pay the missed premiums, sometimes with interest, and show that you are still insurable, which may mean answering health questions again. Setting up automatic payments is the simplest way to avoid the problem.',
    ],
  },
  {
    id: 'level-vs-decreasing-term',
    question: 'What is the difference between level term and decreasing term?',
    answer: [
      'In a level term policy the death benefit stays the same for the whole term. A $500,000 policy pays $500,000 whether a claim happens in year one or year nineteen.',
      'In a decreasing term policy the death benefit gets smaller over time, usually on a schedule designed to follow the falling balance of a mortgage or another loan. It costs less than level term, but your family receives less the longer the policy runs.',
      'Level term is more flexible because the payout can be used for anything, including debts, living costs and education. Decreasing term can make sense when your only goal is to clear a specific shrinking debt.',
    ],
  },
  {
    id: 'choosing-term-length',
    question: 'How long should my term be?',
    answer: [
      'Term lengths commonly range from 10 to 30 years, usually in 5-year steps. The idea is to match the term to the period in which other people depend on your income.',
      'Practical questions help: how many years are left on your mortgage, how old is your youngest child, and when do you expect to retire or have enough savings that your family would be secure without the policy? A 30-year term often suits new parents or new homeowners, while a 10- or 15-year term may be enough to cover a shorter remaining debt or bridge the gap to retirement.',
      'A longer term costs more each month, but buying too short a term can leave you needing new coverage later at an older age and a higher price.',
    ],
  },
  {
    id: 'how-much-coverage',
    question: 'How much life insurance coverage do I need?',
    answer: [
      'A common rule of thumb is 10 to 12 times your annual income. It is a quick starting point, not a precise answer.',
      'A better estimate adds up what your family would actually need: income replacement for the years they depend on you, your mortgage and other debts, future costs such as college, and final expenses. From that total, subtract savings, investments and any existing life insurance, including coverage through your employer.',
      'The coverage calculator on the TermLens Calculator page walks you through these figures and suggests an amount you can then use when comparing quotes.',
    ],
  },
  {
    id: 'medical-exam-vs-no-exam',
    question: 'Do I need a medical exam to get term life insurance?',
    answer: [
      'Not always. Traditional underwriting includes a short paramedical exam, usually at your home or office, with measurements, blood pressure and blood and urine samples.',
      'Many insurers now offer accelerated or no-exam underwriting, where they rely on your application answers and electronic records such as prescription histories, medical information databases and driving records. Some healthy applicants can qualify for no medical exam on coverage of up to $1 million, depending on the insurer, age and the amount requested.',
      'If the records raise questions, the insurer may still ask for an exam. No-exam policies are a convenience, not a way around underwriting, so your answers must be complete and accurate either way.',
    ],
  },
  {
    id: 'how-long-approval-takes',
    question: 'How long does it take to get approved?',
    answer: [
      'With accelerated underwriting, many applicants receive a decision within 24 to 48 hours, and some receive one almost immediately after applying.',
      'If an exam is required, the process usually takes several weeks: the exam has to be scheduled, lab results processed, and in some cases the insurer requests records from your doctors, which can add more time.',
      'Coverage generally starts once the policy is approved, any outstanding requirements are met, and the first premium is paid.',
    ],
  },
  {
    id: 'smokers-and-health-classes',
    question: 'What are health classes, and how does smoking affect my rates?',
    answer: [
      'Insurers sort applicants into rating classes. Names vary, but a typical ladder runs from Preferred Plus or Preferred Best at the top, through Preferred and Standard Plus, down to Standard. Applicants with more serious health issues may receive a table rating, which adds a surcharge to the Standard rate.',
      'Tobacco and nicotine users are placed in separate, more expensive classes and often pay two to three times as much as non-smokers of the same age and health. Many insurers treat cigarettes, vaping, nicotine gum and patches, and sometimes cigars, in the same way, and lab tests can detect nicotine.',
      'To qualify for non-smoker rates you usually need to have been nicotine-free for at least 12 months, and for the best classes often longer. If you quit after buying, some insurers let you apply for a rate reconsideration later.',
    ],
  },
  {
    id: 'is-termlens-free',
    question: 'Is TermLens free to use, and how does it make money?',
    answer: [
      'Yes. Comparing quotes on TermLens costs you nothing, and we never add a fee to your premium.',
      'We earn compensation from insurers and licensed insurance agents, for example when you choose to be connected with an agent or when a policy is placed. This compensation may influence which insurers appear on the site, but it does not change the illustrative prices we show, which our own pricing model calculates the same way for every insurer.',
      'TermLens is a comparison service, not an insurer. Our Affiliate Disclosure explains these relationships in more detail.',
    ],
  },
  {
    id: 'are-quotes-final',
    question: 'Are the quotes I see on TermLens final prices?',
    answer: [
      'No. The quotes are illustrative. They are based on the details you enter and our own pricing model, and each assumes a health class, which the results show beside the price.',
      sampleInsurersNotice,
      'Each result carries an "Illustrative sample" badge to remind you, and the results list the insurers left out of a search with the reason. To buy a policy, a licensed agent can tell you which real insurers offer cover in your state.',
      'Your final premium is set by the insurer after underwriting, once it has reviewed your application, medical and prescription history and other records. It may be the same as the illustration, higher or, less often, lower.',
      'Entering accurate information, especially about tobacco use and health conditions, gives you the most realistic comparison.',
    ],
  },
  {
    id: 'who-sees-my-information',
    question: 'Who sees my personal information?',
    answer: [
      'You can browse and view illustrative quotes without giving us your contact details. If you submit a form and agree to be contacted, we share the details you provide with licensed insurance agents so that they can help you with quotes and an application. If you go on to apply, the agent submits your application to the insurer you choose.',
      'We also use service providers, such as hosting and email companies, that process data on our behalf under contract. We never sell your personal information.',
      'You can ask to see, correct or delete your data, or withdraw your consent, on our data rights page at /data-rights. Our Privacy Policy has the full details.',
    ],
  },
  {
    id: 'employer-group-vs-individual',
    question: 'I have life insurance through work. Do I still need my own policy?',
    answer: [
      'Employer group life insurance is a useful benefit, often free or low-cost and usually available without a medical exam. But the amount is commonly limited to one or two times your salary, which is well below what many families need.',
      'Group coverage is also tied to your job. If you leave, change employers or are laid off, it usually ends or can only be continued on less attractive terms, possibly when you are older and less healthy.',
      'An individual term policy belongs to you, stays in place regardless of where you work, and locks in your premium for the term. Many people keep their workplace coverage as a top-up and rely on an individual policy as the foundation.',
    ],
  },
  {
    id: 'beneficiaries',
    question: 'Who can I name as a beneficiary?',
    answer: [
      'You can name one or more people, such as a spouse, partner or adult children, or an entity such as a trust or charity. You can split the benefit by percentage, and you should name contingent beneficiaries who receive the money if a primary beneficiary has died.',
      'Children under 18 generally cannot receive a death benefit directly. Naming a trust or a custodian for them avoids delays and court involvement. In some states, spousal consent rules may also apply.',
      'Life insurance death benefits are generally not subject to federal income tax for beneficiaries. Review your beneficiaries after major life events such as marriage, divorce or the birth of a child, because the designation on the policy normally overrides your will.',
    ],
  },
  {
    id: 'free-look-and-cancelling',
    question: 'Can I cancel a policy, and is there a free-look period?',
    answer: [
      'Every new policy comes with a free-look period, commonly 10 to 30 days depending on your state and the type of policy. If you cancel in writing within that window, you receive a full refund of any premium paid. Some insurers go further and offer a 30-day money-back guarantee regardless of the state minimum.',
      'After the free-look period you can still cancel a term policy at any time, usually by sending a written request to the insurer or simply stopping payments. Term policies have no cash value, so you will not get money back beyond any refund of premium already paid for future periods, if the insurer provides one.',
      'Before cancelling, make sure any replacement coverage is approved and in force, so there is no gap in which your family is unprotected.',
    ],
  },
  {
    id: 'when-the-term-ends',
    question: 'What happens when my term ends?',
    answer: [
      'When the level term period ends, your guaranteed level premium ends too. If you do nothing, the policy may expire, or it may continue on a year-to-year basis at a premium that rises every year.',
      'Your main options are to let the coverage go if nobody depends on your income any more, to renew year to year as a short-term bridge, to convert to a permanent policy if your conversion window is still open, or to apply for a new term policy if you still need coverage and are healthy enough to qualify.',
      'Standard term policies do not return the premiums you paid if you outlive them. Return-of-premium term policies do, but they cost considerably more.',
    ],
  },
  {
    id: 'riders',
    question: 'What are riders, and which ones are worth considering?',
    answer: [
      'Riders are optional add-ons that change or extend a policy. Some are included at no extra cost, while others add to the premium.',
      'Common examples include an accelerated death benefit rider, which lets you access part of the benefit if you are diagnosed with a terminal illness; a waiver of premium rider, which covers your premiums if you become disabled and cannot work; a child term rider, which adds a small amount of coverage for your children; and an accidental death benefit rider, which pays extra if death is caused by an accident.',
      'Riders vary widely between insurers. Check the cost and the exact conditions of each one, and consider whether a larger base policy would serve you better than several add-ons.',
    ],
  },
  {
    id: 'more-than-one-policy',
    question: 'Can I have more than one life insurance policy?',
    answer: [
      'Yes. Many people hold several policies, either from different insurers or bought at different times. One common strategy, sometimes called laddering, combines policies with different term lengths so your total coverage falls as your mortgage shrinks and your children grow up.',
      'Insurers will ask about your existing coverage and any pending applications, and the total amount across all policies must be reasonable for your income and circumstances. Always disclose other policies accurately, because incorrect answers can lead to a claim being challenged.',
    ],
  },
];

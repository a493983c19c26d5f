import type { CourseLessonSeed } from './types';

// The free 7-day term life insurance email course: one lesson a day, plain-text paragraphs.

export const courseLessons: CourseLessonSeed[] = [
  {
    day: 1,
    subject: 'Day 1: Why term life insurance, and who really needs it',
    preheader:
      'Term life is the simplest kind of life insurance. Here is what it does and who it is for.',
    paragraphs: [
      'Welcome to the TermLens 7-day term life insurance course. Over the next week you will get one short lesson a day, each ending with one practical step. By day 7 you will know how much cover you need, how long it should last, how insurers set prices, and how to apply with confidence.',
      'Let\u2019s start with the basics. Term life insurance pays a lump sum, generally free of income tax,, called the death benefit, to the people you choose if you die during a set period, the term. Terms usually run from 10 to 30 years. With a level term policy, the premium stays the same for the whole term. If you outlive the term, the cover ends and nothing is paid out. That is exactly why it costs so much less than permanent life insurance such as whole life.',
      'Think of it as income protection for the years when other people depend on you. The money can pay off a mortgage, replace your paycheck while your family adjusts, cover childcare and school costs, and handle final expenses, so the people you love are not forced into hard choices at the worst possible time.',
      'So who needs it? A good test is to ask: would anyone struggle financially if I died tomorrow? If the answer is yes, term life is worth a serious look. That often includes parents of young children, couples who rely on two incomes, anyone with a mortgage or co-signed debt, and stay-at-home parents, whose childcare and household work would be costly to replace.',
      'Who may not need it? Single people with no dependents and no shared debts, or people whose savings would already cover their family\u2019s needs. Even then, some buy while young and healthy because prices are lowest at younger ages and a premium is locked in for the whole term.',
      'Today\u2019s step: make a quick list of everyone who relies on your income or your unpaid work, and the big debts they would inherit or have to keep paying. Tomorrow we turn that list into a coverage amount.',
    ],
    cta: { label: 'Read: term life basics', path: '/blog/term-life-basics' },
  },
  {
    day: 2,
    subject: 'Day 2: How much life insurance do you actually need?',
    preheader: 'Two quick methods to turn your family\u2019s needs into a coverage amount.',
    paragraphs: [
      'Yesterday you listed the people and debts that depend on you. Today we put a number on it. Too little cover leaves a gap at the worst moment; too much means paying for protection you do not need. The goal is a sensible figure, not a perfect one.',
      'The quickest starting point is the income rule of thumb: aim for roughly 10 to 12 times your annual income. Someone earning $60,000 a year would start with about $600,000 to $720,000. It is fast, but it ignores your particular debts, savings and how old your children are.',
      'A more tailored approach is the DIME method, which adds up four things. Debt: credit cards, car loans and other debts, plus final expenses. Income: your yearly income multiplied by the number of years your family would need it, often until your youngest child is grown. Mortgage: the balance left on your home loan. Education: what you would like to set aside for your children\u2019s schooling.',
      'Once you have a total, subtract what your family could already draw on: savings and investments meant for them, and existing life insurance. Be cautious with workplace cover, though. It is often only one or two times your salary and usually ends if you leave the job.',
      'Don\u2019t forget a non-earning partner. Replacing childcare, cooking, school runs and household management costs real money, and many families insure a stay-at-home parent too.',
      'Today\u2019s step: run your numbers through the TermLens coverage calculator. It shows several methods side by side and suggests an amount you can take straight into a quote comparison.',
    ],
    cta: { label: 'Estimate your coverage', path: '/calculator' },
  },
  {
    day: 3,
    subject: 'Day 3: Choosing a term length that fits your life',
    preheader: '10, 20 or 30 years? Match your term to your debts and your dependents.',
    paragraphs: [
      'You have a coverage amount. Now for the second big decision: how long should the cover last? Most insurers offer level terms of 10, 15, 20, 25 and 30 years. Longer terms cost more each month, but they lock in today\u2019s price for longer.',
      'The simplest rule is to match the term to your longest major obligation. If you have just taken out a 30-year mortgage, a 30-year term keeps the house protected until it is paid off. If your youngest child is 3, a 20-year term covers them until about age 23, through school and, with luck, college.',
      'Think about when your family would stop needing your income. For many people that is when the children are independent, the mortgage is paid and retirement savings are large enough to support a surviving partner. Picking a term that ends around then means you are not paying for years you do not need.',
      'If your needs shrink over time, consider layering, sometimes called laddering. Instead of one large 30-year policy, you might buy a 30-year policy for part of the amount and a 15- or 20-year policy for the rest. Cover is highest while the children are young and the mortgage is large, then steps down, and the combined premium is often lower.',
      'When in doubt, lean a little longer. Buying new cover in your fifties or sixties costs much more than it does today, and a health change along the way could make it harder to get at all. Many term policies can also be converted to permanent cover later, which we will look at on day 6.',
      'Today\u2019s step: write down the year your mortgage ends and the year your youngest child turns 22 or 23. The later of the two is a good first guess at your term.',
    ],
    cta: { label: 'See common questions', path: '/faq' },
  },
  {
    day: 4,
    subject: 'Day 4: How underwriting and health classes set your price',
    preheader:
      'What insurers look at, and why two people the same age can pay very different prices.',
    paragraphs: [
      'Every insurer needs to estimate how likely it is to pay a claim during your term. That process is called underwriting, and its outcome is your health class, also called a rate class. The class you are placed in is one of the biggest drivers of what you pay.',
      'Insurers commonly use classes such as Preferred Plus (sometimes called Super Preferred), Preferred, Standard Plus and Standard, plus separate tobacco classes. Applicants with more serious health issues may be offered a table rating, which is Standard plus an extra charge. The gap between the top and bottom classes can be large, and tobacco users often pay two to three times the non-tobacco rate, or more.',
      'What do insurers look at? Your age and sex, height and weight, blood pressure and cholesterol, medical history and current prescriptions, your parents\u2019 and siblings\u2019 health history, tobacco and nicotine use, your driving record, and risky hobbies or travel. Some also look at financial details to make sure the coverage amount makes sense.',
      'Many healthy applicants can now skip the medical exam. With accelerated underwriting, the insurer checks records you authorize, such as prescription history, the Medical Information Bureau and motor vehicle reports. If everything fits its criteria, you can be approved without needles. If not, you may be asked for an exam or medical records, which is not a decline.',
      'Two tips make the biggest difference. First, answer every question honestly and completely: insurers verify answers, and misstatements can put a future claim at risk, especially in the first two years of the policy. Second, remember that each insurer treats conditions differently, so someone rated Standard at one company might get Preferred at another.',
      'Today\u2019s step: note any conditions, medications and family history you would need to disclose. It will help you judge which health class to expect when you compare quotes tomorrow.',
    ],
    cta: {
      label: 'Read: how health classes work',
      path: '/blog/how-underwriting-health-classes-work',
    },
  },
  {
    day: 5,
    subject: 'Day 5: Comparing quotes, and checking the insurer behind them',
    preheader:
      'The cheapest quote is not always the best one. Here is how to compare like for like.',
    paragraphs: [
      'You now know roughly how much cover you need, for how long, and which health class to expect. Today you put it all together and compare quotes.',
      'Start by keeping things equal. Compare the same coverage amount, the same term length and the same health class across every insurer. A quote for $500,000 over 20 years at Preferred Plus cannot be fairly compared with one for $400,000 over 15 years at Standard.',
      'Look past the lowest number. Quotes assume a health class, and your final class is decided after underwriting. TermLens shows each quote\u2019s price range across health classes, so you can see which insurers stay competitive if you land a class or two lower than hoped.',
      'Then check the insurer\u2019s financial strength. A life policy is a promise that may need to be kept decades from now. Independent agencies such as AM Best, S&P, Moody\u2019s and Fitch rate insurers on their ability to pay claims. A rating in the A range or higher from AM Best is a common benchmark. Every state also has a guaranty association that offers a backstop up to set limits, but a strong insurer is the better first line of defence.',
      'Finally, compare the features, not just the price: whether the policy can be converted to permanent cover and until what age, which riders are included free, and how easy the insurer makes it to apply and manage your policy. We cover these tomorrow.',
      'Today\u2019s step: run a comparison with your amount and term, and shortlist two or three insurers that combine a good price, a strong rating and a reasonable range across health classes.',
    ],
    cta: { label: 'Compare quotes', path: '/compare' },
  },
  {
    day: 6,
    subject: 'Day 6: Riders, conversion and naming your beneficiaries',
    preheader:
      'The optional extras worth knowing about, and how to make sure the money reaches the right people.',
    paragraphs: [
      'Two policies with similar prices can behave very differently when life changes. Today we look at the features that make the difference: riders, conversion and beneficiaries.',
      'Riders are optional add-ons. An accelerated death benefit rider lets you draw part of the death benefit early if you are diagnosed with a terminal illness; many insurers include it at no extra cost. A waiver of premium rider keeps your policy in force without payments if you become totally disabled. A child term rider adds a small amount of cover for your children. Return of premium riders refund your premiums if you outlive the term, but they raise the price considerably, so compare that with simply investing the difference.',
      'Conversion is one of the most valuable features of a term policy. It lets you switch some or all of your term cover to a permanent policy without new medical questions, usually up to a deadline set by a certain policy year or age. If your health declines, that right can be worth a great deal. Check how long the conversion window lasts and which permanent products you could convert to.',
      'Now, beneficiaries. Your primary beneficiary receives the death benefit; a contingent beneficiary receives it if the primary has died. You can name several people and split the benefit by percentage. Always name a contingent, and review your choices after marriage, divorce, a birth or a death in the family.',
      'Be careful with children. An insurer generally cannot pay a large sum directly to a minor, so naming a young child can lead to a court-supervised process. Many parents instead name a trust, or a custodian under their state\u2019s Uniform Transfers to Minors Act. A short conversation with an estate planning attorney is worth it.',
      'Today\u2019s step: decide who your primary and contingent beneficiaries will be, and jot down their full names and dates of birth. You will need them on your application tomorrow.',
    ],
    cta: { label: 'Browse free resources', path: '/resources' },
  },
  {
    day: 7,
    subject: 'Day 7: Applying with confidence, and what happens next',
    preheader:
      'What to have ready, how grace and free-look periods protect you, and your next steps.',
    paragraphs: [
      'You made it to the final lesson. You know your coverage amount, your term, your likely health class and which insurers you like. Today is about applying smoothly and knowing what happens afterwards.',
      'Gather a few things before you start: a photo ID and your Social Security number; your doctors\u2019 names and contact details; a list of current medications, diagnoses and recent treatments; your parents\u2019 and siblings\u2019 health history; your beneficiaries\u2019 names, dates of birth and relationship to you; details of any existing life insurance; and the bank account you will pay from.',
      'Answer every question honestly and check the application before you sign. It becomes part of your contract. During the first two years, the contestability period, an insurer can review a claim for misstatements on the application.',
      'Once you are approved, your policy will be issued and delivered. You then have a free-look period, commonly 10 to 30 days depending on your state, to read it and cancel for a full refund if it is not right. If you are replacing an older policy, keep that one in force until the new policy is active.',
      'Keeping the policy going is easy: pay on time, ideally by automatic payment. If a payment is ever missed, policies include a grace period, usually 30 or 31 days, during which your cover stays in force and you can catch up. Let your beneficiaries know the policy exists and which insurer issued it, and set a reminder to review your cover after big life events.',
      'Thank you for taking the TermLens course. When you are ready, pick your preferred quote and start your application. If questions come up along the way, our FAQ and resources are there for you.',
    ],
    cta: { label: 'Start your application', path: '/apply' },
  },
];

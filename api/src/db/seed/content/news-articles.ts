import type { NewsArticleSeed } from './types';

// Seed news: explainers of long-running, well-documented trends in the US term life market.
// They deliberately name no companies, quote no one and cite no survey figures, so they stay accurate.

export const newsArticles: NewsArticleSeed[] = [
  {
    title: 'Term life rates stay near historic lows for healthy applicants',
    summary:
      'For healthy non-smokers, level term life remains one of the cheapest ways to protect a family. Here is why, and who gets the headline prices.',
    category: 'market-rates',
    author: 'Marcus Ortega',
    publishedAt: '2026-06-04T13:00:00.000Z',
    imageUrl: '/images/covers/news-market-rates.svg',
    content: `<p>For applicants in good health, level term life insurance remains one of the least expensive ways to protect a household's income. Prices for healthy non-smokers have stayed close to the lowest levels the market has seen, even as the cost of many other household bills has climbed.</p>
<h2>Why prices have stayed low</h2>
<p>Several long-running forces keep term pricing competitive:</p>
<ul>
<li><strong>Longer lives.</strong> Over decades, improving mortality has let insurers price with updated tables that assume lower death rates at most working ages.</li>
<li><strong>Competition.</strong> Many insurers sell term cover, and online comparison makes price differences easy to see.</li>
<li><strong>Faster underwriting.</strong> Data-driven, accelerated underwriting lowers the cost of issuing a policy for many applicants.</li>
</ul>
<h2>Low for whom?</h2>
<p>The headline prices belong to the best health classes. Your own rate depends on your age, health history, tobacco use, family history, driving record, and the amount and term length you choose. Someone placed in Standard rather than Preferred Plus can pay noticeably more for the same policy, and tobacco users often pay two to three times the non-tobacco rate, or more. Our guide to <a href="/blog/how-underwriting-health-classes-work">how underwriting health classes work</a> explains the tiers.</p>
<h2>Age matters more than timing</h2>
<p>A level term premium is set largely by your age when the policy is issued and then stays fixed for the whole term. That is why waiting for a "better market" rarely pays off: each birthday tends to raise the price of new cover, and a change in health can raise it much further.</p>
<h2>What to do now</h2>
<p>If you need cover, ask for several quotes for the same amount and term and compare them side by side. You can start with <a href="/compare">our comparison tool</a>, which shows illustrative prices and how they change across health classes.</p>
<p><em>Quotes on TermLens are illustrative. Your final premium is set by the insurer after underwriting.</em></p>`,
  },
  {
    title: 'TermLens adds health-class price ranges to every quote',
    summary:
      'Every illustrative quote on TermLens now shows what the same policy could cost in each health class, so there are fewer surprises after underwriting.',
    category: 'company-news',
    author: 'TermLens Newsroom',
    publishedAt: '2026-06-10T14:00:00.000Z',
    imageUrl: '/images/covers/news-company-news.svg',
    content: `<p>A term life quote is an estimate. The price you finally pay depends on the health class an insurer assigns after reviewing your application, and that class is not known when you first shop. To make that uncertainty visible, every quote on TermLens now shows a <strong>price range across health classes</strong>, not just a single number.</p>
<h2>What changed</h2>
<p>Alongside the monthly and annual premium for each illustrative quote, you will now see what the same coverage amount and term would cost in the other classes insurers commonly use:</p>
<ul>
<li>Preferred Plus (sometimes called Super Preferred)</li>
<li>Preferred</li>
<li>Standard Plus</li>
<li>Standard</li>
</ul>
<p>Tobacco users see the tobacco rates that apply to them.</p>
<h2>Why it matters</h2>
<p>Shoppers often compare the lowest advertised price and are then surprised when an offer comes back higher. Seeing the range up front helps you budget for a realistic outcome and spot insurers whose prices stay competitive even if you do not land in the top class. If you have a condition such as treated high blood pressure, or a family history of heart disease, the middle of the range may be the better guide.</p>
<h2>How to use the ranges</h2>
<ol>
<li>Run a comparison on <a href="/compare">the compare page</a> with your age, coverage and term.</li>
<li>Look at how wide each insurer's range is, not only its lowest figure.</li>
<li>Read <a href="/blog/how-underwriting-health-classes-work">how underwriting health classes work</a> to get a sense of where you may fall.</li>
</ol>
<blockquote>The quotes on TermLens are illustrative. The final class and price are always set by the insurer after underwriting.</blockquote>
<p>TermLens is a comparison site, not an insurer, and we earn compensation from insurers and agents. Showing the full range of possible prices is part of giving you an honest picture before you apply.</p>`,
  },
  {
    title: 'No-exam underwriting: how prescription and driving records speed up decisions',
    summary:
      'Accelerated underwriting lets many applicants skip the medical exam. It works by checking data you authorize, such as prescription and driving records.',
    category: 'technology',
    author: 'Priya Raman',
    publishedAt: '2026-06-18T12:30:00.000Z',
    imageUrl: '/images/covers/news-technology.svg',
    content: `<p>Not long ago, almost every term life application involved a paramedical exam: a visit to take blood and urine samples, blood pressure, height and weight. Today many insurers offer <strong>accelerated underwriting</strong>, which can approve healthy applicants without an exam, sometimes within days or even minutes.</p>
<h2>Where the information comes from</h2>
<p>With your written authorization, an insurer can check several third-party records instead of collecting fluids:</p>
<ul>
<li><strong>Prescription history</strong>, which shows medications filled and can point to conditions being treated.</li>
<li><strong>The Medical Information Bureau (MIB)</strong>, a shared record of information disclosed on earlier insurance applications.</li>
<li><strong>Motor vehicle records</strong>, since serious driving violations and DUIs raise mortality risk.</li>
<li>Depending on the insurer and state, <strong>medical claims or electronic health records</strong> and credit-based attributes.</li>
</ul>
<p>Rules-based systems and predictive models then compare your answers with this data. If everything lines up with the insurer's criteria, the exam is waived.</p>
<h2>Who qualifies</h2>
<p>Eligibility is usually limited by age and coverage amount, and the limits vary by insurer. Being routed to full underwriting is not a decline; it simply means the insurer wants more information, which may include an exam or your doctor's records.</p>
<h2>Your rights</h2>
<p>Some of these data sources act as consumer reporting agencies under the federal Fair Credit Reporting Act. If a decision goes against you because of such a report, you are entitled to a notice, can request a copy of the report, and can dispute errors. Checking your own records before you apply is a sensible step.</p>
<p>Answer every application question fully and honestly. Data checks are designed to catch mismatches, and misstatements can cause problems with a claim later. Learn more in our guide to <a href="/blog/no-medical-exam-life-insurance">no-medical-exam life insurance</a>.</p>`,
  },
  {
    title: 'More shoppers research and buy term life online',
    summary:
      'A growing share of term life buying starts, and often ends, online. What digital comparison does well, and when a licensed agent still helps.',
    category: 'consumer-trends',
    author: 'Dana Whitfield, CFP',
    publishedAt: '2026-06-25T15:00:00.000Z',
    imageUrl: '/images/covers/news-consumer-trends.svg',
    content: `<p>Buying life insurance used to mean a kitchen-table meeting with an agent. Today most shoppers start with a search, compare prices on their phone, and many complete the application online. Interest in life insurance rose during the pandemic years, and the habit of buying financial products digitally has stuck.</p>
<h2>What online shopping does well</h2>
<ul>
<li><strong>Price transparency.</strong> Side-by-side quotes make it obvious that prices for the same person can differ between insurers.</li>
<li><strong>Speed.</strong> With accelerated underwriting, healthy applicants can sometimes get a decision without a medical exam.</li>
<li><strong>No pressure.</strong> You can research at your own pace, read guides, and come back when you are ready.</li>
</ul>
<h2>Where a licensed agent still adds value</h2>
<p>Many buyers now use a hybrid approach: they research online, then speak with a licensed agent before applying. An agent can be especially useful if you have a complex medical history, need a large amount of coverage, are buying for a business or want to coordinate life insurance with estate planning. Agents also know which insurers tend to treat particular conditions more favourably.</p>
<h2>Tips for buying online</h2>
<ol>
<li>Work out how much cover you need first. Our <a href="/calculator">coverage calculator</a> gives you a starting figure.</li>
<li>Compare the same coverage amount and term across several insurers on <a href="/compare">the compare page</a>.</li>
<li>Check each insurer's financial strength rating, not just the price.</li>
<li>Read the application carefully and answer every question accurately.</li>
<li>Keep your existing policy in force until the new one is approved and active.</li>
</ol>
<p>TermLens is not an insurer. We show illustrative quotes so you can compare before you apply, and we earn compensation from insurers and agents. If a question comes up along the way, our <a href="/faq">FAQ</a> covers the most common ones.</p>`,
  },
  {
    title: 'Workplace life insurance is helpful, but often not enough on its own',
    summary:
      'Group life through an employer is convenient and often free, but coverage is usually modest and typically ends when you leave the job.',
    category: 'industry-news',
    author: 'Priya Raman',
    publishedAt: '2026-07-08T13:30:00.000Z',
    imageUrl: '/images/covers/news-industry-news.svg',
    content: `<p>Group life insurance remains one of the most common employee benefits in the United States, and for many households it is the only life cover they have. It is a valuable perk, but it was never designed to be a family's whole plan.</p>
<h2>How much it usually provides</h2>
<p>Basic group life is often a flat amount or a multiple of salary, commonly one or two times pay. Financial planners often suggest total cover closer to ten times income or more for people with dependents, so a gap is common. Many employers let you buy supplemental coverage, but amounts above a set limit may require health questions, and prices can rise as you move into older age bands.</p>
<h2>It usually stays with the job</h2>
<p>Group coverage is tied to your employment. If you change jobs, are laid off or retire, it typically ends. Some plans let you <strong>port</strong> the coverage or <strong>convert</strong> it to an individual policy, but the deadline to act is short and the cost can be much higher than individual term cover bought while healthy.</p>
<h2>Tax detail worth knowing</h2>
<p>Under federal tax rules, the cost of employer-paid group term life above $50,000 is treated as taxable income to the employee and shows up on your W-2. It is usually a small amount, but it surprises people.</p>
<h2>Using both</h2>
<p>A common approach is to treat workplace cover as a bonus and buy an individual term policy sized to your full need. An individual policy:</p>
<ul>
<li>stays in force regardless of where you work;</li>
<li>has a premium locked for the term you choose;</li>
<li>can be matched to your mortgage and the years your children depend on you.</li>
</ul>
<p>To size the gap, start with our <a href="/calculator">coverage calculator</a>, then subtract the group coverage you could lose. Our guide on <a href="/blog/how-much-life-insurance">how much life insurance you need</a> walks through the methods.</p>`,
  },
  {
    title: 'How interest rates and mortality assumptions shape what you pay for term life',
    summary:
      'A term premium blends expected claims, investment income, expenses and lapses. A plain-English look at the assumptions behind the price.',
    category: 'market-rates',
    author: 'Dana Whitfield, CFP',
    publishedAt: '2026-07-15T13:00:00.000Z',
    imageUrl: '/images/covers/news-market-rates.svg',
    content: `<p>When an insurer sets a price for a 20-year term policy, it is making a long-range forecast. The premium has to cover expected claims, the insurer's costs and a margin, over decades. Understanding the main assumptions helps explain why rates move the way they do.</p>
<h2>Mortality: the biggest ingredient</h2>
<p>The core of any term price is the expected chance of a claim at each age. Insurers start from industry mortality tables and adjust them with their own claims experience and the health class you are placed in. Over many years, longer life expectancy at working ages has pushed these assumptions down, which is a major reason term cover has become cheaper. Insurers also lean on <strong>reinsurers</strong>, who share large risks and bring deep mortality data of their own.</p>
<h2>Interest rates: a supporting role</h2>
<p>Premiums are collected before claims are paid, and in the meantime the money is invested, mostly in bonds. Higher yields mean more investment income, which can support slightly lower premiums; lower yields work the other way. Term life is less sensitive to interest rates than permanent life insurance, because it holds smaller reserves for shorter periods, so rate moves tend to show up gradually and modestly in term pricing.</p>
<h2>Other assumptions</h2>
<ul>
<li><strong>Expenses</strong>: underwriting, distribution, commissions and administration.</li>
<li><strong>Lapses</strong>: many policyholders stop paying before the term ends, which affects how long premiums are collected.</li>
<li><strong>Capital and profit</strong>: regulators require insurers to hold reserves and capital against future claims.</li>
</ul>
<h2>What this means for you</h2>
<p>Once your level term policy is issued, your premium is guaranteed for the level period. Changes in interest rates or mortality assumptions only affect new policies. So the practical question is not "where will rates go?" but "how much cover do I need, and for how long?" Our <a href="/blog/term-life-basics">term life basics guide</a> covers both.</p>`,
  },
  {
    title: 'More states adopt NAIC guidance on insurers\u2019 use of artificial intelligence',
    summary:
      'A growing number of states have adopted the NAIC model bulletin on insurers\u2019 use of AI. What it asks of insurers and what it means for applicants.',
    category: 'regulation',
    author: 'Marcus Ortega',
    publishedAt: '2026-07-29T14:00:00.000Z',
    imageUrl: '/images/covers/news-regulation.svg',
    content: `<p>Insurance in the United States is regulated state by state, and the National Association of Insurance Commissioners (NAIC) helps states align their rules by writing model laws and guidance. In December 2023 the NAIC adopted a <strong>model bulletin on the use of artificial intelligence systems by insurers</strong>, and a growing number of states have since adopted it or issued similar guidance.</p>
<h2>What the bulletin asks of insurers</h2>
<p>The bulletin does not ban AI. It reminds insurers that existing laws, including those against unfair discrimination and unfair trade practices, apply to decisions made or supported by AI. In broad terms, it expects insurers to:</p>
<ul>
<li>keep a written program governing how AI systems are developed, used and monitored;</li>
<li>manage risks such as inaccurate, arbitrary or unfairly discriminatory outcomes;</li>
<li>oversee data and models bought from third-party vendors;</li>
<li>be ready to show regulators documentation of all of this during examinations.</li>
</ul>
<h2>Why life underwriting is in the spotlight</h2>
<p>Accelerated underwriting relies on external data and predictive models to decide who can skip a medical exam and which health class to offer. Regulators want to be sure these tools are accurate and do not treat consumers unfairly. Some states have gone further with rules specific to life insurers' use of external consumer data, including requirements to test models for unfair discrimination.</p>
<h2>What it means for applicants</h2>
<p>For most people, applying looks the same. Your existing protections still apply: if information from a consumer report leads to an adverse decision, you are entitled to be told and can ask for the report and dispute errors. If you think you have been treated unfairly, your state insurance department accepts complaints.</p>
<p>To understand what insurers look at and why, read our guides on <a href="/blog/how-underwriting-health-classes-work">health classes</a> and <a href="/blog/no-medical-exam-life-insurance">no-exam life insurance</a>.</p>`,
  },
  {
    title: 'E-signatures and e-delivery are now the norm for term life applications',
    summary:
      'Most term life applications are now signed electronically and many policies arrive as PDFs. How it works and what to do once your policy lands in your inbox.',
    category: 'technology',
    author: 'TermLens Newsroom',
    publishedAt: '2026-08-12T13:00:00.000Z',
    imageUrl: '/images/covers/news-technology.svg',
    content: `<p>Applying for term life insurance no longer means printing, signing and mailing forms. Most insurers now accept electronic signatures on applications, and many deliver the finished policy electronically too.</p>
<h2>Why it is legally sound</h2>
<p>The federal E-SIGN Act and state laws based on the Uniform Electronic Transactions Act give electronic signatures and records the same legal effect as paper in most situations. For delivering documents electronically, insurers generally need your consent to e-delivery, and you can usually ask for a paper copy instead.</p>
<h2>What to do when your policy arrives</h2>
<ol>
<li><strong>Save a copy</strong> of the full policy document somewhere safe, not only in your inbox.</li>
<li><strong>Note the free-look period.</strong> Most states give you a window after delivery, often 10 to 30 days depending on the state, to cancel for a full refund. Check your policy for the exact length.</li>
<li><strong>Review the application copy</strong> attached to the policy. It becomes part of your contract, so make sure every answer is accurate and complete. Mistakes can matter if a claim is made during the contestability period, usually the first two years.</li>
<li><strong>Check the details</strong>: names, dates of birth, coverage amount, term length, premium and beneficiaries.</li>
<li><strong>Tell your beneficiaries</strong> that the policy exists and which insurer issued it.</li>
</ol>
<h2>Stay alert to scams</h2>
<p>Convenience also creates openings for fraud. Sign documents only through links you expect, from an insurer or licensed agent you chose to work with. Be wary of unexpected messages asking you to "confirm" banking details or policy numbers, and contact the insurer through the details in your policy if in doubt.</p>
<p>New to the process? Our <a href="/blog/term-life-basics">term life basics guide</a> and <a href="/faq">FAQ</a> explain each step from quote to policy.</p>`,
  },
  {
    title: 'TermLens launches a coverage needs calculator with a method-by-method chart',
    summary:
      'Our new calculator estimates how much term life cover you need using three common methods and charts them side by side, so you can see where the number comes from.',
    category: 'company-news',
    author: 'TermLens Newsroom',
    publishedAt: '2026-08-26T14:00:00.000Z',
    imageUrl: '/images/covers/news-company-news.svg',
    content: `<p>"How much life insurance do I need?" is the question we hear most. There is no single right answer, and different methods can give quite different figures. Our <a href="/calculator">coverage needs calculator</a> now shows its working: it runs three widely used methods and charts the results side by side.</p>
<h2>The three methods</h2>
<ul>
<li><strong>Income replacement</strong> replaces the income your family would lose, after any spouse's or partner's income, for the number of years they would need support.</li>
<li><strong>DIME-style</strong> adds up Debt, several years of Income, and further costs such as an emergency fund, children's education and final expenses. Many people include their mortgage balance in the debt figure.</li>
<li><strong>Human life value</strong> estimates the economic value of your future earnings up to a typical retirement age.</li>
</ul>
<h2>How the recommendation works</h2>
<p>The calculator recommends the highest of the three estimates, rounded to the nearest $25,000, so that no method's picture of your needs is left uncovered. It also shows that figure as a multiple of your annual income and a rough monthly premium to help you budget. The chart makes it easy to see which part of your situation drives the number. If education costs dominate, for example, you might consider a shorter term once your children are grown.</p>
<h2>Then compare</h2>
<p>Once you have a figure, the calculator links straight to <a href="/compare">the compare page</a>, where you can see illustrative quotes for that amount and the price range across health classes.</p>
<blockquote>The calculator gives an estimate, not financial advice. Your circumstances, savings and existing coverage all matter.</blockquote>
<p>For a deeper walkthrough of each method, read <a href="/blog/how-much-life-insurance">how much life insurance do you need</a>. TermLens is a comparison site, not an insurer, and we earn compensation from insurers and agents.</p>`,
  },
  {
    title: 'The coverage gap: why many households feel underinsured',
    summary:
      'Consumer surveys keep finding that many households say they lack enough life insurance. Why the gap persists, and practical ways to close it.',
    category: 'consumer-trends',
    author: 'TermLens Newsroom',
    publishedAt: '2026-09-09T13:00:00.000Z',
    imageUrl: '/images/covers/news-consumer-trends.svg',
    content: `<p>Year after year, consumer research in the US life insurance industry points to the same finding: many households say they have no life insurance, or less than they believe they need. This gap between what families need and what they own is one of the most persistent trends in the market.</p>
<h2>Why the gap persists</h2>
<ul>
<li><strong>Overestimating the cost.</strong> Many people assume term life costs far more than it does. For a healthy adult in their thirties, a 20-year policy worth several hundred thousand dollars often costs less each month than they expect.</li>
<li><strong>Relying on workplace cover.</strong> Group life through an employer is often one or two times salary and usually ends when the job does.</li>
<li><strong>Putting it off.</strong> Life insurance is easy to postpone, and it can feel complicated.</li>
<li><strong>Not knowing how much is enough.</strong> Without a clear figure, it is hard to act.</li>
</ul>
<h2>Who is most exposed</h2>
<p>The gap matters most where others rely on your income or your unpaid work: young families, single-income households, single parents and people with a large mortgage. A stay-at-home parent's childcare and household work would be expensive to replace, yet is often left uninsured.</p>
<h2>Closing the gap, step by step</h2>
<ol>
<li><strong>Put a number on it.</strong> Our <a href="/calculator">coverage calculator</a> compares several methods and suggests a figure.</li>
<li><strong>Choose a term</strong> that lasts until your youngest child is independent or your mortgage is paid off.</li>
<li><strong>Compare quotes</strong> for that amount and term on <a href="/compare">the compare page</a>.</li>
<li><strong>Consider layering.</strong> Two policies with different terms, such as a 30-year and a 15-year, can cost less than one large long policy while covering your biggest-need years.</li>
</ol>
<p>New to the topic? Start with our <a href="/blog/term-life-basics">term life basics guide</a>.</p>`,
  },
  {
    title: 'Disclosure duties: what insurers and agents must tell term life buyers',
    summary:
      'State rules require buyer\u2019s guides, policy summaries, replacement notices and a free-look period. Here is what to expect, and what to ask for.',
    category: 'regulation',
    author: 'Dana Whitfield, CFP',
    publishedAt: '2026-09-23T13:30:00.000Z',
    imageUrl: '/images/covers/news-regulation.svg',
    content: `<p>Life insurance is a long contract that most people buy only a few times. To help consumers make informed choices, state insurance laws, many of them based on NAIC model regulations, set out what insurers and agents must disclose and when.</p>
<h2>Buyer's guide and policy summary</h2>
<p>Many states require insurers to give applicants a life insurance buyer's guide, which explains the main policy types in neutral language, along with a policy summary showing the premium, death benefit and key features of the policy being offered. Read both: they are written to help you compare.</p>
<h2>Replacement notices</h2>
<p>If a new policy would replace one you already own, state replacement rules generally require the agent and insurer to give you a written notice and compare the policies. Replacing cover can make sense, for example to lock in a lower price while healthy, but it restarts the contestability and suicide-exclusion periods. <strong>Never cancel an existing policy until the new one is issued and in force.</strong></p>
<h2>Free-look period</h2>
<p>Once you receive your policy, you have a free-look period, commonly 10 to 30 days depending on the state and the circumstances, during which you can return it for a full refund of premiums paid.</p>
<h2>Licensing and suitability</h2>
<p>Anyone selling you life insurance must be licensed in your state, and you can check a license with your state insurance department. The NAIC's "best interest" suitability standards apply formally to annuity sales; for term life, your main protections come from disclosure, replacement and unfair trade practices laws. Even so, a good agent will ask about your needs, budget and existing coverage before recommending an amount.</p>
<h2>Questions worth asking</h2>
<ul>
<li>Is the premium guaranteed for the whole term?</li>
<li>Can the policy be converted to permanent coverage, and until when?</li>
<li>Which riders are included, and which cost extra?</li>
<li>How are you paid for this sale?</li>
</ul>
<p>For plain answers to common questions, see our <a href="/faq">FAQ</a> and <a href="/resources">resources</a>.</p>`,
  },
  {
    title: 'Why quotes for the same person can vary widely between insurers',
    summary:
      'Insurers weigh health details, build, family history and hobbies differently, so the cheapest insurer for one applicant may be pricey for another.',
    category: 'market-rates',
    author: 'Marcus Ortega',
    publishedAt: '2026-10-06T12:00:00.000Z',
    imageUrl: '/images/covers/news-market-rates.svg',
    content: `<p>Ask several insurers to price the same 20-year, $500,000 term policy for the same person and the answers can be far apart. That is not a glitch. Each insurer sets its own underwriting guidelines and prices, and each competes hardest for the applicants it most wants to insure.</p>
<h2>Where insurers differ</h2>
<ul>
<li><strong>Health conditions.</strong> Well-controlled blood pressure, cholesterol, diabetes or a past cancer diagnosis can be treated very differently from one insurer to the next.</li>
<li><strong>Build.</strong> Height-and-weight charts vary, so a few pounds can move you between classes at one insurer but not another.</li>
<li><strong>Family history.</strong> Insurers look back at parents' and siblings' heart disease or cancer in different ways and over different age limits.</li>
<li><strong>Tobacco and nicotine.</strong> Treatment of occasional cigars, vaping or nicotine replacement varies.</li>
<li><strong>Lifestyle.</strong> Private flying, scuba diving, climbing, driving record and travel can all affect an offer.</li>
<li><strong>Product focus.</strong> Some insurers price particular ages, term lengths or coverage amounts more sharply.</li>
</ul>
<h2>How to compare fairly</h2>
<ol>
<li>Keep the coverage amount and term identical across quotes.</li>
<li>Compare the same health class, and look at how each price moves if you are placed a class lower.</li>
<li>Check each insurer's financial strength rating alongside the price.</li>
<li>Look at conversion options and included riders, not just the premium.</li>
</ol>
<p>Our <a href="/compare">comparison tool</a> shows illustrative quotes for several insurers at once, with the price range across health classes, so differences are easy to spot. To understand the classes themselves, read <a href="/blog/how-underwriting-health-classes-work">how underwriting health classes work</a>.</p>
<p><em>Quotes on TermLens are illustrative. The insurer sets the final price after underwriting.</em></p>`,
  },
  {
    title: 'Introducing our free 7-day term life insurance email course',
    summary:
      'One short lesson a day for a week, from who needs term life to applying with confidence. Free and in plain English.',
    category: 'company-news',
    author: 'TermLens Newsroom',
    publishedAt: '2026-10-14T14:00:00.000Z',
    imageUrl: '/images/covers/news-company-news.svg',
    content: `<p>Term life insurance is simple at heart, but the first time you shop for it the jargon can be a lot: health classes, riders, conversion, free-look periods. So we wrote a free <strong>7-day email course</strong> that takes you through it one short lesson a day.</p>
<h2>What each day covers</h2>
<ol>
<li><strong>Why term life, and who needs it.</strong> What term insurance does and who depends on your income.</li>
<li><strong>How much cover.</strong> The 10 to 12 times income rule of thumb, the DIME method and our <a href="/calculator">calculator</a>.</li>
<li><strong>Choosing a term length.</strong> Matching a 10 to 30-year term to your mortgage and your children's ages.</li>
<li><strong>Underwriting and health classes.</strong> What insurers look at and how it sets your price.</li>
<li><strong>Comparing quotes.</strong> Reading quotes side by side and checking insurer financial strength ratings.</li>
<li><strong>Riders, conversion and beneficiaries.</strong> The extras worth knowing about and how to name beneficiaries well.</li>
<li><strong>Applying.</strong> What to have ready, grace periods, the free-look period and your next steps.</li>
</ol>
<h2>Who it is for</h2>
<p>The course is written for first-time buyers, new and expecting parents, new homeowners and anyone who wants to check that an existing policy still fits. Each lesson takes a few minutes to read and ends with one practical step, such as running a comparison on <a href="/compare">the compare page</a>.</p>
<h2>How it works</h2>
<p>Sign up with your first name and email address, and the lessons arrive one a day for seven days. The course is free, and you can unsubscribe at any time.</p>
<blockquote>Prefer to read at your own pace? Our <a href="/resources">resources</a> and <a href="/blog/term-life-basics">term life basics guide</a> cover the same ground.</blockquote>
<p>TermLens is a comparison site, not an insurer. We earn compensation from insurers and agents, and the course is educational, not personal financial advice.</p>`,
  },
  {
    title: 'Living benefits: accelerated death benefit riders are now common on term policies',
    summary:
      'Many term policies now let you draw part of the death benefit early after a terminal diagnosis. How these riders work and what to check.',
    category: 'industry-news',
    author: 'Marcus Ortega',
    publishedAt: '2026-11-18T13:00:00.000Z',
    imageUrl: '/images/covers/news-industry-news.svg',
    content: `<p>Term life insurance is usually thought of as protection for the people you leave behind. Increasingly, it also offers help while you are alive. Many term policies now include, or offer, an <strong>accelerated death benefit rider</strong>, often described as a "living benefit".</p>
<h2>How it works</h2>
<p>An accelerated death benefit lets you receive part of your policy's death benefit early if you meet the rider's qualifying conditions. The amount you take, plus any fees or interest-style discount, is subtracted from what your beneficiaries later receive.</p>
<h2>Common types</h2>
<ul>
<li><strong>Terminal illness</strong>: pays after a diagnosis with a limited life expectancy, commonly 12 or 24 months depending on the policy. Many insurers include this at no extra premium.</li>
<li><strong>Chronic illness</strong>: may pay if you cannot perform a set number of activities of daily living, such as bathing or dressing, or have a severe cognitive impairment.</li>
<li><strong>Critical illness</strong>: may pay after specified diagnoses such as a heart attack, stroke or certain cancers.</li>
</ul>
<h2>What to check before you buy</h2>
<ol>
<li>Is the rider included automatically, or does it cost extra?</li>
<li>What exactly triggers a payment, and what is the maximum you can take?</li>
<li>How is the payout calculated, and how much does it reduce the death benefit?</li>
<li>Is it available in your state? Rider availability and terms vary.</li>
</ol>
<h2>Points to keep in mind</h2>
<p>Accelerated benefits can have tax consequences and may affect eligibility for means-tested public benefits, so talk with a tax or benefits adviser before claiming. And a rider is not a substitute for health, disability or long-term care insurance, which are designed for those needs.</p>
<p>Riders are one of several features worth comparing alongside price. Our <a href="/blog/term-life-basics">term life basics guide</a> explains the rest, and you can view illustrative quotes on <a href="/compare">the compare page</a>.</p>`,
  },
];

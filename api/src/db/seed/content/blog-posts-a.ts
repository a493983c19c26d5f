import type { BlogPostSeed } from './types';

// Blog posts, batch A: Term Life Basics and Insurance Reviews.
// All prices and figures in these posts are illustrative; none is attributed to a named study or insurer.

export const blogPostsA: BlogPostSeed[] = [
  {
    slug: 'term-life-basics',
    title: 'Term Life Insurance Basics: How It Works and Who Needs It',
    excerpt:
      'Term life insurance pays a set amount to the people you choose if you die during a fixed period, usually 10 to 30 years. It is the simplest and most affordable way to protect a family that depends on your income.',
    content: `<p>Term life insurance is the simplest form of life insurance there is. You pay a premium, and if you die while the policy is in force, the insurer pays a fixed sum of money to the people you named. If you outlive the policy, it ends and nothing is paid. That simplicity is exactly why it is the right starting point for most families who need coverage.</p>

<h2>What term life insurance is</h2>

<p>A term policy covers you for a set number of years, the <em>term</em>. Common lengths are 10, 15, 20, 25 and 30 years. You choose the length to match how long other people will rely on your income: until your youngest child is through school, for example, or until your mortgage is paid off.</p>

<p>Term life has no savings or investment component. Every dollar of premium buys protection, which is why it costs far less than permanent policies such as whole life. If you want the detailed comparison, read <a href="/blog/term-vs-whole-life">term vs. whole life insurance</a>.</p>

<h2>How a term policy works, step by step</h2>

<ol>
<li><strong>You apply.</strong> You choose a coverage amount and a term, then answer questions about your health, habits, family history and lifestyle.</li>
<li><strong>The insurer underwrites you.</strong> It reviews your application and records, sometimes with a short medical exam, and assigns a health class that sets your price. Our guide to <a href="/blog/how-underwriting-health-classes-work">underwriting and health classes</a> covers this in detail.</li>
<li><strong>You accept the offer and pay.</strong> Coverage begins once the policy is issued and the first premium is paid.</li>
<li><strong>You keep paying.</strong> As long as premiums are paid on time, the coverage stays in force for the full term.</li>
<li><strong>A claim is paid, or the term ends.</strong> If you die during the term, your beneficiaries file a claim and receive the death benefit, generally free of federal income tax. If you are alive when the term ends, coverage stops. See <a href="/blog/what-happens-when-term-life-ends">what happens when term life ends</a> for your options at that point.</li>
</ol>

<h2>Key terms you will see on every quote</h2>

<ul>
<li><strong>Face amount (death benefit):</strong> the sum the policy pays out, such as $250,000 or $1,000,000.</li>
<li><strong>Beneficiary:</strong> the person, people, trust or organization that receives the money. You can name primary and contingent (backup) beneficiaries and change them later. Minor children usually should not be named directly; a trust or custodian arrangement is typically used instead.</li>
<li><strong>Premium:</strong> what you pay to keep the policy active, monthly or annually.</li>
<li><strong>Term:</strong> the length of the coverage period.</li>
<li><strong>Policy owner and insured:</strong> usually the same person, but not always. The owner controls the policy; the insured is the person whose life is covered.</li>
<li><strong>Riders:</strong> optional add-ons that change or extend the coverage, such as waiver of premium or an accelerated death benefit. We explain them in <a href="/blog/term-life-riders-explained">term life riders explained</a>.</li>
<li><strong>Health class:</strong> the rating the insurer gives you after underwriting, from Preferred Plus down to Standard and tobacco classes.</li>
<li><strong>Contestability period:</strong> typically the first two years of the policy, during which the insurer can review a claim for misstatements on the application. Honest, complete answers protect your family.</li>
</ul>

<h2>Level premiums: why the price does not change</h2>

<p>Most term policies sold today are <em>level term</em>: the premium and the death benefit stay the same for the whole term. The risk of dying rises every year as you age, so in the early years you pay a bit more than your risk alone would justify, and in the later years a bit less. The insurer averages it out so you get a predictable bill.</p>

<p>That predictability is valuable. A 35-year-old who locks in a 20-year level premium will pay the same amount at 54 as at 35, even if their health changes in the meantime. Once the level period ends, though, many policies switch to annually increasing rates that climb steeply, which is why choosing the right term length up front matters.</p>

<h2>Who needs term life insurance</h2>

<p>The simplest test: would someone face financial hardship if you died tomorrow? If the answer is yes, you probably need coverage. Common examples include:</p>

<ul>
<li>Parents of young children, including <a href="/blog/new-parents-guide">new parents</a>.</li>
<li>Stay-at-home parents, whose childcare and household work would be expensive to replace. See <a href="/blog/life-insurance-for-stay-at-home-parents">life insurance for stay-at-home parents</a>.</li>
<li>Single parents, who are often the only financial safety net their children have.</li>
<li>Homeowners with a mortgage that a partner could not carry on one income.</li>
<li>Anyone with co-signed private loans or other shared debts.</li>
<li>Business owners whose partners or lenders depend on them.</li>
</ul>

<p>You may not need coverage if nobody relies on your income and you have enough savings to cover final expenses and debts. Young single adults without dependents often fall into this group, though some buy a modest policy early to lock in a low rate while healthy.</p>

<h2>How much does it cost?</h2>

<p>Term life is often cheaper than people expect. As a rough illustration, a healthy 30-year-old non-smoker can often find $500,000 of 20-year coverage for somewhere around $25 to $35 a month. Price rises with age, face amount and term length. Smokers commonly pay two to four times as much as non-smokers, and men typically pay roughly 20% to 30% more than women of the same age and health because of differences in life expectancy.</p>

<p>To size your coverage, read <a href="/blog/how-much-life-insurance">how much life insurance you need</a> or run the numbers in our <a href="/calculator">coverage calculator</a>.</p>

<h2>The bottom line</h2>

<p>Term life insurance does one job well: it replaces your income for the years your family depends on it, at a price most households can manage. Pick a coverage amount that would genuinely cover your obligations, choose a term that lasts until those obligations end, and apply while you are healthy. When you are ready, <a href="/compare">compare term life quotes</a> side by side. TermLens quotes are illustrative estimates; the insurer sets your final price after underwriting.</p>`,
    category: 'Term Life Basics',
    author: 'Dana Whitfield, CFP',
    metaTitle: 'Term Life Insurance Basics: How It Works',
    metaDescription:
      'Learn how term life insurance works, what face amount, beneficiary, premium and riders mean, why premiums stay level, and who actually needs coverage.',
    imageUrl: '/images/covers/blog-term-life-basics.svg',
    tags: ['term life', 'basics', 'beginners', 'level premiums'],
    publishedAt: '2025-09-08T09:00:00.000Z',
    updatedAt: '2025-10-06T09:00:00.000Z',
  },
  {
    slug: 'term-vs-whole-life',
    title: 'Term vs. Whole Life Insurance: An Honest Comparison',
    excerpt:
      'Term life is far cheaper and covers the years your family depends on you; whole life lasts for life and builds cash value at a much higher cost. Most families are best served by term, but not all.',
    content: `<p>Few topics in personal finance generate as much heat as term versus whole life insurance. The truth is less dramatic. Both are legitimate tools, they solve different problems, and the right choice depends on what you need the insurance to do.</p>

<h2>The short version</h2>

<ul>
<li><strong>Term life</strong> covers you for a fixed period, such as 20 or 30 years. If you die during the term, it pays out. If you outlive it, coverage ends. It has no cash value.</li>
<li><strong>Whole life</strong> is one type of <em>permanent</em> life insurance. It covers you for your entire life as long as premiums are paid, and part of each premium builds a cash value that grows on a guaranteed basis, sometimes with dividends on top.</li>
</ul>

<p>Other permanent types include universal, indexed universal and variable universal life. All combine lifelong coverage with some form of cash value, at a price well above term.</p>

<h2>Side-by-side comparison</h2>

<table>
<thead>
<tr><th>Feature</th><th>Term life</th><th>Whole life</th></tr>
</thead>
<tbody>
<tr><td>Length of coverage</td><td>Fixed term, typically 10 to 30 years</td><td>Lifetime, if premiums are paid</td></tr>
<tr><td>Cost for the same face amount</td><td>Low</td><td>Typically many times higher</td></tr>
<tr><td>Cash value</td><td>None</td><td>Yes, grows tax-deferred</td></tr>
<tr><td>Premiums</td><td>Level for the term, then usually rise sharply</td><td>Level for life (or a set payment period)</td></tr>
<tr><td>Complexity</td><td>Simple</td><td>More moving parts: loans, dividends, surrender charges</td></tr>
<tr><td>Best suited to</td><td>Temporary needs: income replacement, mortgage, raising children</td><td>Permanent needs: estate planning, lifelong dependents</td></tr>
</tbody>
</table>

<h2>The cost difference is large</h2>

<p>For the same face amount, permanent insurance typically costs many times more than term, often somewhere in the range of five to fifteen times as much, depending on age and product. As an illustration, a healthy 30-year-old might pay roughly $25 to $35 a month for $500,000 of 20-year term coverage. A whole life policy with the same death benefit could easily run several hundred dollars a month.</p>

<p>That gap matters because most families have a budget. If whole life premiums mean you can only afford $100,000 of coverage when your family really needs $750,000, you are underinsured during the exact years when a death would hurt most. For a young family, adequate coverage almost always beats a smaller permanent policy.</p>

<h2>How cash value works</h2>

<p>In a whole life policy, part of each premium goes into a cash value account. That money grows at a guaranteed rate set in the contract, and participating policies from mutual insurers may add dividends, which are not guaranteed. Growth is tax-deferred, and you can borrow against the cash value or surrender the policy for it.</p>

<p>There are trade-offs worth understanding:</p>

<ul>
<li>Cash value usually builds slowly in the first several years, because early premiums cover commissions and costs. Surrendering early can mean getting back much less than you paid in.</li>
<li>Policy loans charge interest, and any unpaid loan balance is subtracted from the death benefit.</li>
<li>When you die, your beneficiaries generally receive the death benefit, not the death benefit plus the cash value, unless you bought a rider or structure that specifically adds it.</li>
</ul>

<h2>The "buy term and invest the difference" debate</h2>

<p>The classic argument for term is simple: buy cheaper term coverage, invest the money you would have spent on whole life in a retirement account or index fund, and by the time the term ends you may have built enough savings that you no longer need insurance.</p>

<p>In favor of that approach:</p>

<ul>
<li>Low-cost diversified investments have historically grown faster over long periods than whole life cash values, though past returns are no guarantee.</li>
<li>You keep flexibility and control over your money, and fees are often lower.</li>
<li>Your need for coverage usually shrinks as children grow up and debts are paid down.</li>
</ul>

<p>The fair counterpoints:</p>

<ul>
<li>The strategy only works if you actually invest the difference, every month, for decades. Many people do not.</li>
<li>Whole life offers guarantees that market investments do not, which some people value, especially those who have already maxed out tax-advantaged retirement accounts.</li>
<li>Some needs do not end. If you will need a death benefit at 85, a term policy that expired at 60 does not help.</li>
</ul>

<p>A balanced conclusion: for most households whose main goal is protecting income while children are young and debts are high, term plus disciplined saving is the more efficient choice. Permanent coverage earns its place when the need is genuinely permanent.</p>

<h2>When permanent life insurance makes sense</h2>

<ul>
<li><strong>Estate planning:</strong> people with large estates sometimes use permanent insurance, often held in a trust, to provide cash for estate taxes or to equalize inheritances without forcing the sale of a business or property.</li>
<li><strong>Lifelong dependents:</strong> parents of a child with a disability who will need support for life may want coverage that never expires, often paired with a special needs trust.</li>
<li><strong>Business planning:</strong> buy-sell agreements and key-person arrangements sometimes call for permanent coverage.</li>
<li><strong>High earners who have exhausted other tax-advantaged options</strong> and want a conservative, tax-deferred asset alongside a death benefit.</li>
</ul>

<h2>A middle path: convertible term</h2>

<p>Many term policies include a conversion privilege that lets you switch some or all of the coverage to a permanent policy later without a new medical exam, usually before a deadline. Buying convertible term now keeps the permanent option open if your health or circumstances change. Our guide on <a href="/blog/what-happens-when-term-life-ends">what happens when term life ends</a> explains how conversion works.</p>

<h2>The bottom line</h2>

<p>Start with the need. If you are protecting a family's income for a defined period, term life usually gives you the most protection per dollar. If you have a need that lasts for life, permanent coverage may be worth its higher price, ideally after talking with a fee-only adviser. To see what adequate term coverage would cost you, <a href="/compare">compare quotes</a> or estimate your needs with our <a href="/calculator">calculator</a>. TermLens quotes are illustrative estimates; insurers set final prices after underwriting.</p>`,
    category: 'Term Life Basics',
    author: 'Dana Whitfield, CFP',
    metaTitle: 'Term vs. Whole Life Insurance: Honest Comparison',
    metaDescription:
      'Term vs. whole life insurance compared: costs, cash value, the buy term and invest the difference debate, and when permanent coverage actually makes sense.',
    imageUrl: '/images/covers/blog-term-life-basics.svg',
    tags: ['term life', 'whole life', 'permanent life insurance', 'cash value'],
    publishedAt: '2025-11-17T09:00:00.000Z',
    updatedAt: '2025-11-17T09:00:00.000Z',
  },
  {
    slug: 'what-happens-when-term-life-ends',
    title: 'What Happens When Your Term Life Policy Ends?',
    excerpt:
      'When a term policy ends you can let it lapse, renew at much higher yearly rates, convert to permanent coverage, or buy a new policy. The best option depends on your health and whether you still need cover.',
    content: `<p>A term life policy is built to end. When the term is over, coverage stops and, in most cases, no money comes back to you. But the end of a term is a decision point, and the choices you make in the years before it can save you a lot of money.</p>

<h2>What actually happens at the end of the term</h2>

<p>Your insurer will usually send notices as the level premium period nears its end. If you do nothing, one of two things typically happens, depending on the contract:</p>

<ul>
<li>The policy simply expires and coverage ends.</li>
<li>The policy continues on an annually renewable basis at a much higher premium, and you receive a bill for it. If you do not pay, it lapses.</li>
</ul>

<p>You do not get your premiums back unless you bought a return of premium rider or policy. There is no cash value in ordinary term insurance.</p>

<h2>Option 1: Let it lapse</h2>

<p>If your children are financially independent, your mortgage is paid off and your savings could support a surviving partner, you may no longer need life insurance. This is the outcome term insurance is designed for, and letting the policy go is a perfectly sound choice.</p>

<p>Before you do, check a few things: whether a partner still relies on your pension or Social Security income, whether you have debts that would pass to someone else, and whether you want money set aside for final expenses. If all of those are covered, you can let it lapse with confidence.</p>

<h2>Option 2: Renew the policy</h2>

<p>Many level term policies allow you to keep coverage after the level period, often year by year up to an advanced age such as 90 or 95, without a new medical exam. The catch is price. Renewal rates are based on your current age and usually climb steeply every year.</p>

<p>As an illustration, someone who paid around $40 a month for 20 years might see the first renewal premium jump to several times that amount, then rise again each year after. Renewal is rarely a good long-term plan for a healthy person, but it can be valuable in two situations:</p>

<ul>
<li>You need coverage for only a year or two more, for example until a final loan is repaid.</li>
<li>Your health has deteriorated so much that you cannot qualify for a new policy, and keeping some coverage is worth the cost.</li>
</ul>

<h2>Option 3: Convert to permanent coverage</h2>

<p>Many term policies include a <strong>conversion privilege</strong>: the right to exchange some or all of your term coverage for a permanent policy from the same insurer, without new medical underwriting. Your new premium is based on your age at conversion, but your health class generally carries over from the original policy.</p>

<p>This is one of the most valuable and most overlooked features of term life. If you have been diagnosed with a serious condition since buying your policy, conversion may be the only way to get lifelong coverage at a reasonable price.</p>

<p>Pay close attention to the details:</p>

<ul>
<li><strong>Deadlines.</strong> Conversion is often allowed only until a certain age, such as 65 or 70, or only during the first part of the term, and that window can close well before the term ends.</li>
<li><strong>Eligible products.</strong> Some insurers let you convert to any permanent product they sell; others limit you to one specific policy that may not be competitively priced.</li>
<li><strong>Partial conversion.</strong> Many policies let you convert part of the face amount, which can keep the permanent premium affordable.</li>
</ul>

<h2>Option 4: Buy a new policy</h2>

<p>If you are still healthy and still need coverage, a new term policy can be far cheaper than renewing. You will go through underwriting again, and your premium will reflect your current age and health, so it will cost more than your original policy did. A 55-year-old buying a new 10- or 15-year term will pay considerably more than they did at 35, but often much less than renewal rates on the old policy.</p>

<p>Important: do not cancel your existing policy until the new one is approved and in force. If underwriting turns up a problem or takes longer than expected, you do not want a gap in coverage.</p>

<h2>Option 5: Plan ahead with laddering</h2>

<p>If you are still years away from the end of your term, consider how your needs will change. Many people need the most coverage while children are small and the mortgage is large, and less over time. <strong>Laddering</strong> means buying two or more policies with different terms, for example a 30-year policy for a base amount and a 15-year policy layered on top. As shorter policies expire, your coverage steps down to match your shrinking obligations. Our guide to <a href="/blog/laddering-term-life-policies">laddering term life policies</a> walks through examples.</p>

<h2>A simple timeline</h2>

<ol>
<li><strong>Five years before the term ends:</strong> review how much coverage you will still need and check your conversion deadline.</li>
<li><strong>Two to three years before:</strong> if you still need coverage and are healthy, get quotes for a new policy. If your health has changed, look hard at conversion.</li>
<li><strong>Six to twelve months before:</strong> make your decision and apply for any new coverage so it is in force before the old policy ends.</li>
<li><strong>At the end of the term:</strong> let the old policy lapse only once any replacement is active.</li>
</ol>

<h2>The bottom line</h2>

<p>The end of a term policy is not a loss; it is the finish line of a plan that worked. If you no longer need coverage, let it go. If you still do, compare a new policy against conversion and renewal before deciding. You can <a href="/compare">compare term life quotes</a> for your current age to see where you stand. TermLens quotes are illustrative estimates, and the insurer sets the final price after underwriting.</p>`,
    category: 'Term Life Basics',
    author: 'Dana Whitfield, CFP',
    metaTitle: 'What Happens When Your Term Life Policy Ends?',
    metaDescription:
      'Your term life policy is ending. Compare your options: let it lapse, renew at higher rates, convert to permanent coverage, buy a new policy, or ladder.',
    imageUrl: '/images/covers/blog-term-life-basics.svg',
    tags: ['term life', 'conversion', 'renewal', 'policy expiration'],
    publishedAt: '2026-01-20T09:00:00.000Z',
    updatedAt: '2026-01-20T09:00:00.000Z',
  },
  {
    slug: 'term-life-riders-explained',
    title: 'Term Life Insurance Riders Explained: Which Are Worth It?',
    excerpt:
      'Riders add features to a term policy, from waiving premiums if you become disabled to paying early if you are terminally ill. Some are free and valuable; others cost more than they are worth.',
    content: `<p>A rider is an optional provision added to a life insurance policy that changes or extends what it covers. Knowing which ones matter can help you build a policy that fits your situation without paying for extras you will never use.</p>

<p>Availability, terms and prices vary by insurer and state, so treat what follows as a general guide and check the specific policy language before you buy.</p>

<h2>Waiver of premium</h2>

<p><strong>What it does:</strong> if you become totally disabled and cannot work, the insurer waives your premiums while you remain disabled, so your coverage stays in force without payments.</p>

<p><strong>The details:</strong> there is usually a waiting period, often around six months of continuous disability, before premiums are waived. The disability typically has to begin before a certain age, such as 60 or 65, and the definition of disability matters: some policies require that you cannot work in any occupation, others only in your own.</p>

<p><strong>Cost and value:</strong> this rider adds a noticeable percentage to your premium. It can be worth considering if you have no disability insurance, work in a physically demanding job, or would struggle to keep paying premiums without income. If you already have strong long-term disability coverage, you may be able to skip it.</p>

<h2>Accelerated death benefit</h2>

<p><strong>What it does:</strong> lets you receive part of your death benefit while still alive if you are diagnosed with a terminal illness, commonly defined as a life expectancy of 12 or 24 months. Some versions also cover chronic or critical illness.</p>

<p><strong>The details:</strong> the amount you take early is subtracted from what your beneficiaries receive. Some insurers charge an administrative fee or apply a discount when the benefit is used rather than charging an ongoing premium.</p>

<p><strong>Cost and value:</strong> the terminal illness version is included automatically in many term policies at no upfront cost, which makes it one of the most valuable features available. Accelerated benefits for terminal illness generally receive favorable federal tax treatment, but a payout can affect eligibility for means-tested programs, so talk to a tax or benefits professional before using it.</p>

<h2>Child term rider</h2>

<p><strong>What it does:</strong> provides a small amount of term coverage, often $10,000 to $25,000, on each of your eligible children under a single rider. One premium typically covers all children, including those born later.</p>

<p><strong>The details:</strong> coverage usually ends when the child reaches a set age, such as 21 or 25. Many riders let the child convert to their own permanent policy at that point without a medical exam, which can be significant if the child develops a health condition.</p>

<p><strong>Cost and value:</strong> usually inexpensive, often a few dollars a month. Children rarely provide financial support, so this rider is mainly about covering funeral costs and time off work, plus guaranteeing your child future insurability. Reasonable if cheap; not essential. Parents weighing it can find more in our <a href="/blog/new-parents-guide">guide for new parents</a>.</p>

<h2>Return of premium</h2>

<p><strong>What it does:</strong> refunds the base premiums you paid if you outlive the term.</p>

<p><strong>The details:</strong> the refund usually applies only if you keep the policy for the full term. If you cancel early, you may receive only a partial refund or nothing, depending on the schedule in the contract.</p>

<p><strong>Cost and value:</strong> this is the most expensive common rider. A return of premium policy can cost much more than plain term, sometimes double or more. The refund is generally not taxable because it is a return of your own money, but it comes decades later without interest, so inflation erodes it. Many people do better buying plain term and saving the difference themselves. It can suit someone who values the forced-savings feature and is confident they will keep the policy to the end.</p>

<h2>Conversion rider</h2>

<p><strong>What it does:</strong> gives you the right to convert your term policy into a permanent policy with the same insurer without new medical underwriting.</p>

<p><strong>The details:</strong> many term policies include conversion as a standard feature rather than a separate rider. What differs is the deadline (a certain age, or a number of years into the term) and which permanent products you can convert into.</p>

<p><strong>Cost and value:</strong> usually free or built into the price. This is one of the most important features to compare between policies, because it protects you if your health declines. Read more in <a href="/blog/what-happens-when-term-life-ends">what happens when term life ends</a>.</p>

<h2>Accidental death benefit</h2>

<p><strong>What it does:</strong> pays an additional amount, sometimes equal to the face amount, if you die as the result of a covered accident.</p>

<p><strong>The details:</strong> definitions and exclusions matter. Deaths from illness are not covered, and many riders exclude certain activities or require death within a set period after the accident.</p>

<p><strong>Cost and value:</strong> relatively cheap, but most deaths are caused by illness, not accidents. Your family needs the same amount of money regardless of how you die, so putting the rider's cost toward a larger base death benefit is usually a better use of the money.</p>

<h2>Quick summary</h2>

<table>
<thead>
<tr><th>Rider</th><th>Typical cost</th><th>Worth it?</th></tr>
</thead>
<tbody>
<tr><td>Waiver of premium</td><td>Moderate</td><td>Often, if you lack disability insurance</td></tr>
<tr><td>Accelerated death benefit</td><td>Often included</td><td>Yes, when included</td></tr>
<tr><td>Child term</td><td>Low</td><td>Optional; mainly for future insurability</td></tr>
<tr><td>Return of premium</td><td>High</td><td>Rarely the most efficient choice</td></tr>
<tr><td>Conversion</td><td>Usually built in</td><td>Yes; compare the terms</td></tr>
<tr><td>Accidental death</td><td>Low</td><td>Usually better to buy more base coverage</td></tr>
</tbody>
</table>

<h2>The bottom line</h2>

<p>Start with a base policy that has the right coverage amount and term, then add riders that solve a real problem for you. Prioritize built-in features such as conversion and terminal illness benefits, consider waiver of premium if your income is exposed, and be skeptical of riders that cost a lot for benefits you could get more cheaply elsewhere. When you <a href="/compare">compare quotes</a>, check which riders each policy includes. TermLens quotes are illustrative estimates; the insurer sets the final price, including rider costs, after underwriting.</p>`,
    category: 'Term Life Basics',
    author: 'Dana Whitfield, CFP',
    metaTitle: 'Term Life Insurance Riders Explained',
    metaDescription:
      'Waiver of premium, accelerated death benefit, child term, return of premium, conversion and accidental death riders explained, with costs and benefits.',
    imageUrl: '/images/covers/blog-term-life-basics.svg',
    tags: ['riders', 'term life', 'waiver of premium', 'return of premium'],
    publishedAt: '2026-03-24T09:00:00.000Z',
    updatedAt: '2026-03-24T09:00:00.000Z',
  },
  {
    slug: 'how-to-compare-term-life-quotes',
    title: 'How to Compare Term Life Insurance Quotes Fairly',
    excerpt:
      'A fair comparison uses the same term, face amount and health class, then looks past price to financial strength, conversion terms, riders and underwriting. The quote is an estimate until underwriting is done.',
    content: `<p>Comparing term life quotes looks easy: line up the monthly prices and pick the lowest. In practice, two quotes can look similar and turn out to be very different products, or look different only because they assume different things about you. This guide shows you how to compare quotes so the cheapest option is also a good one.</p>

<p>A note on who we are: TermLens is a comparison site, not an insurer, and we receive compensation from insurers and agents. The checklist below applies to any quote you receive, including the ones you see here.</p>

<h2>Step 1: Compare like with like</h2>

<p>Before looking at price, make sure every quote uses the same three inputs:</p>

<ul>
<li><strong>Term length.</strong> A 20-year policy will always cost less than a 30-year policy for the same person. Compare 20 with 20 and 30 with 30.</li>
<li><strong>Face amount.</strong> Compare identical death benefits. Price does not scale exactly with coverage, so $500,000 is often not twice the cost of $250,000, and some insurers have price breaks at round amounts.</li>
<li><strong>Health class.</strong> A quote at Preferred Plus will be much cheaper than one at Standard. If one insurer's quote assumes its best class and another assumes a middle class, the comparison is meaningless.</li>
</ul>

<h2>Step 2: Understand why the price is an estimate</h2>

<p>Every online quote is based on the information you provide and an assumed health class. Your actual price is set only after the insurer underwrites your application, checking your medical history, prescription records, driving record and sometimes exam results. Our guide to <a href="/blog/how-underwriting-health-classes-work">underwriting and health classes</a> explains the process.</p>

<p>If your final class is lower than the one quoted, your premium will be higher. Insurers also differ in how they treat specific conditions. One might offer Preferred to someone with well-controlled high blood pressure while another offers only Standard. That is why the cheapest quote is not always the cheapest final offer, and why it can help to compare insurers known to treat your particular health profile favorably.</p>

<h2>Step 3: Check financial strength</h2>

<p>A term policy is a promise that may need to be kept 20 or 30 years from now. Independent rating agencies assess whether insurers are financially strong enough to pay claims. AM Best is the agency most often cited for life insurers, and its main ratings break down like this:</p>

<table>
<thead>
<tr><th>AM Best rating</th><th>Meaning</th></tr>
</thead>
<tbody>
<tr><td>A++, A+</td><td>Superior</td></tr>
<tr><td>A, A-</td><td>Excellent</td></tr>
<tr><td>B++, B+</td><td>Good</td></tr>
<tr><td>B and below</td><td>Fair or weaker, considered vulnerable</td></tr>
</tbody>
</table>

<p>Many buyers prefer insurers rated A- or better. A small price difference is rarely worth accepting a meaningfully weaker rating. Read <a href="/blog/understanding-am-best-ratings">understanding AM Best ratings</a> for more detail.</p>

<h2>Step 4: Compare conversion terms</h2>

<p>Conversion lets you turn term coverage into permanent coverage without new medical questions. It is free on many policies, but the details vary a lot:</p>

<ul>
<li>How long the conversion window lasts: the full term, a set number of years, or until a certain age.</li>
<li>Which permanent products you can convert into, and whether they are competitive.</li>
<li>Whether partial conversion is allowed.</li>
</ul>

<p>Two policies with the same price can offer very different conversion rights, and those rights become valuable if your health changes.</p>

<h2>Step 5: Look at included riders</h2>

<p>Check which riders are built in and which cost extra. An accelerated death benefit for terminal illness is included by many insurers at no upfront cost; waiver of premium usually adds to the price. If you want a specific rider, compare quotes with it included. See <a href="/blog/term-life-riders-explained">term life riders explained</a>.</p>

<h2>Step 6: Consider the underwriting type</h2>

<ul>
<li><strong>Fully underwritten:</strong> includes a medical exam and typically offers the lowest prices for healthy applicants.</li>
<li><strong>Accelerated underwriting:</strong> uses data and algorithms instead of an exam for eligible applicants. It is faster, and prices are often the same as fully underwritten, but you may be moved to the exam route if the data is not enough.</li>
<li><strong>Simplified issue:</strong> a health questionnaire, no exam, usually higher prices and lower maximum amounts.</li>
<li><strong>Guaranteed issue:</strong> no health questions, small face amounts, high cost per dollar of coverage, and often a waiting period before the full benefit is paid.</li>
</ul>

<p>Speed and convenience can be worth paying for, but know what you are trading. Read more in our guide to <a href="/blog/no-medical-exam-life-insurance">no medical exam life insurance</a>.</p>

<h2>Step 7: Check the smaller print</h2>

<ul>
<li><strong>Payment mode.</strong> Paying monthly usually costs a little more over a year than paying annually.</li>
<li><strong>Policy fees.</strong> Some quotes include an annual policy fee; make sure all quotes include it or none do.</li>
<li><strong>Insurance age.</strong> Some insurers use your age at your nearest birthday, others your last birthday. If a birthday is approaching, applying before it can lower your price.</li>
<li><strong>Renewal terms.</strong> Check what happens after the level period, and how long renewal is available.</li>
</ul>

<h2>Red flags</h2>

<ul>
<li>A quote far below all the others, with no clear reason.</li>
<li>Pressure to decide immediately or to cancel existing coverage before a new policy is issued.</li>
<li>Vague answers about the insurer's name, rating or conversion terms.</li>
</ul>

<h2>The bottom line</h2>

<p>Fair comparison starts with identical term, face amount and health class, then looks beyond price to financial strength, conversion rights, riders and underwriting. Once you have narrowed the list, apply with the insurer that best fits your health profile. You can <a href="/compare">compare quotes side by side</a> on TermLens. Remember that our quotes are illustrative estimates; the insurer sets the final price after underwriting.</p>`,
    category: 'Insurance Reviews',
    author: 'Marcus Ortega',
    metaTitle: 'How to Compare Term Life Insurance Quotes',
    metaDescription:
      'Compare term life quotes fairly: match term, face amount and health class, then check AM Best ratings, conversion terms, riders and the underwriting type.',
    imageUrl: '/images/covers/blog-insurance-reviews.svg',
    tags: ['quotes', 'comparison', 'term life', 'am best'],
    publishedAt: '2026-05-12T09:00:00.000Z',
    updatedAt: '2026-06-09T09:00:00.000Z',
  },
  {
    slug: 'understanding-am-best-ratings',
    title: 'Understanding AM Best Ratings for Life Insurers',
    excerpt:
      'AM Best financial strength ratings grade how well an insurer can pay claims, from A++ (Superior) down. For a promise that may last 30 years, a strong rating is worth checking before you buy.',
    content: `<p>When you buy a 20- or 30-year term policy, you are buying a promise that an insurance company will still be around, and still able to pay, decades from now. You cannot inspect an insurer's balance sheet yourself, which is why independent financial strength ratings exist. AM Best is the rating agency most closely associated with the insurance industry, and its ratings appear on almost every life insurance quote.</p>

<h2>What AM Best is</h2>

<p>AM Best is a credit rating agency that focuses on insurance companies. Its Financial Strength Rating (FSR) is an opinion of an insurer's ability to meet its ongoing obligations to policyholders, including paying claims. It is not a rating of customer service, claims experience or price, and it is not a guarantee.</p>

<h2>The rating scale</h2>

<table>
<thead>
<tr><th>Rating</th><th>Description</th><th>What it means for you</th></tr>
</thead>
<tbody>
<tr><td>A++, A+</td><td>Superior</td><td>Very strong ability to meet obligations</td></tr>
<tr><td>A, A-</td><td>Excellent</td><td>Strong ability to meet obligations</td></tr>
<tr><td>B++, B+</td><td>Good</td><td>Good ability to meet obligations</td></tr>
<tr><td>B, B-</td><td>Fair</td><td>Ability to meet obligations is more vulnerable to adverse changes</td></tr>
<tr><td>C++, C+, C, C-</td><td>Marginal to weak</td><td>Significant vulnerability</td></tr>
<tr><td>D, E, F</td><td>Poor, under regulatory supervision, in liquidation</td><td>Serious financial trouble</td></tr>
</tbody>
</table>

<p>AM Best considers ratings from A++ through B+ to be "secure" and B and below "vulnerable." Many consumers and advisers prefer insurers rated A- or better for long-term coverage, and many of the large, well-known life insurers carry ratings in the A range.</p>

<h2>What the rating looks at</h2>

<p>AM Best's assessment considers several areas, including:</p>

<ul>
<li><strong>Balance sheet strength:</strong> whether the insurer holds enough capital relative to the risks it carries.</li>
<li><strong>Operating performance:</strong> how consistently the company earns money from its business and investments.</li>
<li><strong>Business profile:</strong> how diversified the company is and how competitive its position is.</li>
<li><strong>Enterprise risk management:</strong> how well the company identifies and manages its risks.</li>
</ul>

<p>Ratings can carry an <em>outlook</em> (positive, stable or negative) that signals which way the rating may move. A negative outlook is worth noticing even if the current rating is high.</p>

<h2>Other rating agencies</h2>

<p>AM Best is not the only agency. Standard &amp; Poor's, Moody's and Fitch also rate many life insurers, each on its own scale. S&amp;P and Fitch use letter grades such as AA+ and A, while Moody's uses grades like Aa3 and A1. Not every insurer is rated by every agency, and the scales do not line up perfectly, so compare ratings within the same agency rather than across agencies. When an insurer holds strong ratings from several agencies, that consistency is reassuring.</p>

<h2>Why ratings matter for term life</h2>

<p>If you buy a 30-year policy at 35, your family may not file a claim until you are in your 60s. A lot can change over that time: interest rates, investment markets and company ownership all shift. A strong rating today does not guarantee strength in 25 years, but it means the company is starting from a solid position.</p>

<p>Price differences between highly rated insurers are often small, so there is rarely a good reason to accept a weak rating to save a few dollars a month. Our guide on <a href="/blog/how-to-compare-term-life-quotes">how to compare term life quotes</a> shows where ratings fit among the other factors.</p>

<h2>What happens if an insurer fails?</h2>

<p>Life insurer failures are uncommon, and when they happen, regulators usually step in early. A state insurance regulator can place a troubled company into rehabilitation, and its policies are often transferred to a healthier insurer. Many policyholders see their coverage continue with little change.</p>

<p>As an additional backstop, every state has a <strong>life and health insurance guaranty association</strong>. If a licensed insurer becomes insolvent and is liquidated, the association in the policyholder's state of residence steps in to continue coverage or pay claims up to set limits. Those limits vary by state. Coverage of at least $300,000 in life insurance death benefits per insured is common, and some states set higher limits. Amounts above the limit may not be fully protected.</p>

<p>Keep two points in mind. First, guaranty association protection is a safety net, not a reason to pick a weak insurer; claims can be delayed during an insolvency, and large policies may exceed the limits. Second, insurers and agents are generally not allowed to use guaranty coverage as a selling point, so do not expect them to mention it. Your state insurance department can tell you the limits that apply to you.</p>

<h2>How to use ratings in practice</h2>

<ol>
<li>Look up the rating of the specific company that issues the policy. Large insurance groups often have several subsidiaries, and their ratings can differ.</li>
<li>Prefer insurers rated A- or better by AM Best for long-term coverage.</li>
<li>Note any negative outlook or recent downgrade.</li>
<li>If your policy amount is large, consider splitting coverage between two strongly rated insurers, which can also make laddering easier. See <a href="/blog/laddering-term-life-policies">laddering term life policies</a>.</li>
<li>Check the rating again every few years. If it drops sharply while you are still healthy, you may be able to replace the policy, though you should never cancel before a new policy is in force.</li>
</ol>

<h2>The bottom line</h2>

<p>A financial strength rating is a quick, independent check on whether an insurer is likely to keep a promise that may last decades. Look for A- or better, watch for downgrades, and remember that state guaranty associations are a backstop with limits. When you <a href="/compare">compare quotes on TermLens</a>, weigh the rating alongside price. Our quotes are illustrative estimates, and the insurer sets the final price after underwriting.</p>`,
    category: 'Insurance Reviews',
    author: 'Marcus Ortega',
    metaTitle: 'Understanding AM Best Ratings for Life Insurers',
    metaDescription:
      'What AM Best ratings like A++, A and B+ mean, how other agencies compare, why strength matters for a 30-year policy, and how guaranty associations work.',
    imageUrl: '/images/covers/blog-insurance-reviews.svg',
    tags: ['am best', 'financial strength', 'insurer ratings', 'guaranty associations'],
    publishedAt: '2026-08-04T09:00:00.000Z',
    updatedAt: '2026-08-04T09:00:00.000Z',
  },
  {
    slug: 'how-underwriting-health-classes-work',
    title: 'How Life Insurance Underwriting and Health Classes Work',
    excerpt:
      'Underwriting places you in a health class, from Preferred Plus to Standard or tobacco, and that class sets your price. Knowing what insurers look at helps you prepare and avoid surprises.',
    content: `<p>Two people of the same age buying the same term policy can pay very different premiums. The difference usually comes down to underwriting: the process an insurer uses to assess your risk and place you in a health class.</p>

<h2>What underwriting is</h2>

<p>Underwriting is how an insurer decides whether to offer you coverage and at what price. Underwriters review your application answers along with outside records, then assign a rate class. Each insurer sets its own guidelines, which is why the same person can receive different offers from different companies.</p>

<h2>The common health classes</h2>

<p>Names vary by insurer, but most use a structure like this:</p>

<ul>
<li><strong>Preferred Plus</strong> (sometimes called Preferred Best, Super Preferred or Elite): excellent health, healthy weight, normal blood pressure and cholesterol, clean family history and driving record. Relatively few applicants qualify.</li>
<li><strong>Preferred:</strong> very good health with perhaps one minor issue, such as slightly elevated cholesterol that is well controlled.</li>
<li><strong>Standard Plus:</strong> good health with a few minor issues.</li>
<li><strong>Standard:</strong> average health for your age. This is still a perfectly normal outcome.</li>
<li><strong>Tobacco classes:</strong> usually Preferred Tobacco and Standard Tobacco, for people who use nicotine.</li>
<li><strong>Substandard (table ratings):</strong> for more significant health risks. Insurers often use tables numbered 1 to 10 or more, or lettered A, B, C and so on, with each step commonly adding around 25% of the Standard premium. Some also apply a <em>flat extra</em>, a fixed additional charge per $1,000 of coverage, for specific risks such as certain hazardous hobbies.</li>
</ul>

<p>The gap between classes is significant. As an illustration, someone approved at Standard might pay something like 50% to 100% more than they would at Preferred Plus for the same policy, and smokers often pay two to four times as much as non-smokers.</p>

<h2>What affects your class</h2>

<ul>
<li><strong>Build:</strong> height and weight, compared against the insurer's build chart. Each class has a weight range for your height.</li>
<li><strong>Blood pressure:</strong> readings at the exam and any history of treatment. Well-controlled hypertension on medication can still qualify for good classes at some insurers.</li>
<li><strong>Cholesterol:</strong> total cholesterol and the ratio of total cholesterol to HDL.</li>
<li><strong>Medical history:</strong> past and current conditions such as diabetes, heart disease, cancer, sleep apnea or mental health treatment, and how well they are managed.</li>
<li><strong>Family history:</strong> often, whether a parent or sibling died of heart disease or certain cancers before a specific age, commonly 60 or 65.</li>
<li><strong>Driving record:</strong> recent DUIs, license suspensions and multiple moving violations can lower your class or delay approval.</li>
<li><strong>Tobacco and nicotine:</strong> cigarettes, vaping, chewing tobacco and often nicotine gum or patches. As a rule of thumb, many insurers require around 12 months nicotine-free for non-tobacco rates, and some require longer for their best classes. A few insurers treat occasional cigar use more leniently. Tests detect cotinine, a byproduct of nicotine.</li>
<li><strong>Other factors:</strong> hazardous hobbies such as aviation or scuba diving, certain foreign travel, and criminal history.</li>
</ul>

<h2>Where insurers get their information</h2>

<ul>
<li><strong>Your application:</strong> the detailed health and lifestyle questions you answer.</li>
<li><strong>Prescription history:</strong> databases that show medications you have filled, which reveal a lot about your health.</li>
<li><strong>MIB:</strong> a member organization of insurers. When you apply, certain health information may be reported to MIB in coded form, and other member insurers can see it when you apply later. This helps detect inconsistent applications. You can request a free copy of your own MIB record once a year and dispute errors.</li>
<li><strong>Motor vehicle report:</strong> your driving record.</li>
<li><strong>Medical records:</strong> in some cases, the insurer requests records from your doctors, with your permission.</li>
<li><strong>Exam and lab results:</strong> when an exam is part of the process.</li>
</ul>

<h2>Medical exam vs. accelerated underwriting</h2>

<p>Traditional, fully underwritten policies include a paramedical exam, usually done at your home or office. An examiner records your height, weight and blood pressure and collects blood and urine samples. It typically takes around 20 to 30 minutes.</p>

<p>Many insurers now offer <strong>accelerated underwriting</strong> to eligible applicants, usually younger and healthier people applying for coverage below a set amount. Instead of an exam, the insurer relies on data sources such as prescription history, MIB and motor vehicle reports. Approval can take days rather than weeks, often at the same prices as fully underwritten policies. If the data does not support an accelerated decision, you may be asked to take an exam. Learn more in our guide to <a href="/blog/no-medical-exam-life-insurance">no medical exam life insurance</a>.</p>

<h2>Tips for the medical exam</h2>

<ol>
<li>Schedule it for the morning, when fasting is easier. Many exams ask you to fast for several hours beforehand.</li>
<li>Avoid alcohol for at least a day before, and limit salty and fatty foods.</li>
<li>Skip strenuous exercise for 24 hours, which can affect some lab results.</li>
<li>Cut back on caffeine and nicotine beforehand; both can raise blood pressure.</li>
<li>Drink water so the blood draw and urine sample are easier.</li>
<li>Have a list of your medications, doses and doctors' contact details ready, along with photo ID.</li>
<li>Answer every question honestly. Misstatements can lead to a claim being contested, especially in the first two years of the policy.</li>
</ol>

<h2>If your class comes back lower than expected</h2>

<p>Ask what drove the decision. If it was a single elevated reading, some insurers will reconsider with records from your doctor showing a history of normal results. Another insurer may view your condition more favorably, and if your health improves, such as losing weight or staying nicotine-free for a year, you may be able to request a reconsideration later or reapply.</p>

<h2>The bottom line</h2>

<p>Your health class is the biggest single driver of your premium after age, coverage amount and term. Be honest, prepare for the exam, and compare insurers that suit your profile. TermLens quotes are illustrative estimates based on the details you provide; the insurer sets your final class and price after underwriting. When you are ready, <a href="/compare">compare quotes</a> or estimate your coverage need with our <a href="/calculator">calculator</a>.</p>`,
    category: 'Insurance Reviews',
    author: 'Marcus Ortega',
    metaTitle: 'How Life Insurance Underwriting Classes Work',
    metaDescription:
      'How insurers assign health classes from Preferred Plus to Standard and tobacco, what affects your rating, how MIB and exams work, and medical exam tips.',
    imageUrl: '/images/covers/blog-insurance-reviews.svg',
    tags: ['underwriting', 'health classes', 'medical exam', 'tobacco'],
    publishedAt: '2026-10-13T09:00:00.000Z',
    updatedAt: '2026-10-13T09:00:00.000Z',
  },
];

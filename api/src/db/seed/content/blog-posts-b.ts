import type { BlogPostSeed } from './types';

// Blog posts, batch B: family planning topics and one insurance review.
// All figures are illustrative; none are attributed to named studies or companies.

export const blogPostsB: BlogPostSeed[] = [
  {
    slug: 'how-much-life-insurance',
    title: 'How Much Life Insurance Do You Need? Four Ways to Size Your Cover',
    excerpt:
      'Income multiples, DIME, income replacement and human life value each give a different answer. Use them together as starting points, then test the result against your budget.',
    content: `
<p>Choosing a coverage amount is the most important decision when buying term life insurance, and the one people most often guess at. Too little cover leaves your family short exactly when they need help; too much means paying every month for protection nobody will use. Fortunately there are a few well-established ways to estimate a sensible figure. None of them is perfect on its own, but used together they give you a range you can rely on.</p>

<h2>Start with what the money has to do</h2>
<p>Life insurance replaces what your household would lose if you died: your income, the unpaid work you do, and your ability to pay down debts and fund future goals. Before running any numbers, write down who depends on you and for how long. A couple with a newborn and a 30-year mortgage needs very different cover from a single person with no dependants whose main worry is funeral costs.</p>

<h2>Method 1: The income multiple</h2>
<p>The simplest rule of thumb is to buy cover worth <strong>10 to 12 times your annual income</strong>. Someone earning $70,000 would look at roughly $700,000 to $840,000.</p>
<p>It is quick, but it ignores everything specific to you, giving the same answer to a childless renter and to a parent of three with a large mortgage. Treat it as a sanity check, not a final answer.</p>

<h2>Method 2: DIME</h2>
<p>DIME stands for <strong>Debt, Income, Mortgage and Education</strong>. You add together:</p>
<ul>
<li><strong>Debt:</strong> car loans, credit cards and personal or private student loans your family would have to deal with, plus an allowance for final expenses.</li>
<li><strong>Income:</strong> your annual income multiplied by the number of years your family would need it, often until your youngest child finishes school.</li>
<li><strong>Mortgage:</strong> the balance still owed on your home (renters can use several years of rent instead).</li>
<li><strong>Education:</strong> what you would like to set aside for your children's college or training.</li>
</ul>
<p>DIME is more personal than an income multiple because it is built from your actual obligations. It can overstate the need if you already have savings or a working partner, so subtract existing assets and any cover you already hold.</p>

<h2>Method 3: Income replacement</h2>
<p>This method focuses on the gap your death would leave in the household budget. A simple version is:</p>
<blockquote><p>(your income minus your spouse's or partner's income) multiplied by the number of years of support needed</p></blockquote>
<p>The idea is that your partner keeps working and covers part of the household's costs, and the policy fills the rest for as long as the children need support. If you earn $90,000, your partner earns $40,000 and your youngest child is two, you might plan for 20 years: ($90,000 minus $40,000) times 20 equals $1,000,000. It is a simplification, since it ignores inflation and investment returns, but it makes you think concretely about what the household would actually lose.</p>

<h2>Method 4: Human life value</h2>
<p>Human life value estimates the economic worth of your future earnings: roughly, what you would earn over the rest of your working life, less the share you would have spent on yourself and on taxes. A simplified version multiplies your income by the years left until retirement and keeps a portion of the result.</p>
<p>This method usually produces the largest number, especially for younger people with decades of earning ahead. It answers the question "what is my income worth?" rather than "what does my family need?", so it works best as an upper bound. Many insurers apply similar logic when they decide the maximum they will offer, capping cover at a multiple of income that tends to shrink as applicants get older.</p>

<h2>A worked example with the TermLens calculator</h2>
<p>Our <a href="/calculator">coverage calculator</a> runs three of these methods side by side:</p>
<ul>
<li><strong>Income replacement:</strong> (income minus spouse income) times years of support.</li>
<li><strong>DIME-style:</strong> debt plus 7 times income plus an emergency fund plus education costs plus final expenses.</li>
<li><strong>Human life value:</strong> income times (65 minus your age) times 0.7.</li>
</ul>
<p>It then recommends the largest of the three, rounded to the nearest $25,000. Take Jordan, a 38-year-old earning $75,000. Jordan's partner earns $35,000, they have two children and want 18 years of support, they owe $260,000 in total (mostly the mortgage), and they would like a $20,000 emergency fund, $80,000 for education and $15,000 for final expenses.</p>
<table>
<thead>
<tr><th>Method</th><th>Calculation</th><th>Result</th></tr>
</thead>
<tbody>
<tr><td>Income replacement</td><td>($75,000 minus $35,000) times 18</td><td>$720,000</td></tr>
<tr><td>DIME-style</td><td>$260,000 + $525,000 + $20,000 + $80,000 + $15,000</td><td>$900,000</td></tr>
<tr><td>Human life value</td><td>$75,000 times 27 times 0.7</td><td>$1,417,500</td></tr>
</tbody>
</table>
<p>The calculator would suggest about <strong>$1,425,000</strong>. That does not mean Jordan must buy exactly that. The spread between $720,000 and $1.4 million is useful information in itself: it shows how much of the answer depends on assumptions. Jordan might price cover at $900,000 and at $1.4 million and decide whether the difference in premium is worth the extra security.</p>

<h2>Adjust for what you already have</h2>
<ul>
<li><strong>Savings and investments</strong> that your family could draw on.</li>
<li><strong>Existing life insurance</strong>, including workplace cover. Employer policies are often one or two times salary and usually end when you leave the job, so many people treat them as a bonus rather than the foundation.</li>
<li><strong>Social Security survivor benefits</strong>, which may be payable to young children and to a surviving spouse caring for them.</li>
<li><strong>Inflation</strong>, which erodes a fixed payout over time.</li>
</ul>

<h2>Pick the term length too</h2>
<p>The amount and the term go together. Match the term to your longest significant need, such as the years until your youngest child is independent or your mortgage is paid off. If your needs will shrink in stages, <a href="/blog/laddering-term-life-policies">laddering several policies</a> can match cover to them more closely.</p>

<h2>The bottom line</h2>
<p>Every method here is a starting point, not a verdict. Run the numbers in the <a href="/calculator">calculator</a>, settle on a range you are comfortable with, then use <a href="/compare">TermLens comparisons</a> to see what that range costs. Our quotes are illustrative estimates; the insurer sets your final price after underwriting.</p>
`,
    category: 'Family Planning',
    author: 'Priya Raman',
    metaTitle: 'How Much Life Insurance Do You Need?',
    metaDescription:
      'Size your term life cover with four methods: income multiple, DIME, income replacement and human life value, plus a worked example using our calculator.',
    imageUrl: '/images/covers/blog-family-planning.svg',
    tags: ['coverage amount', 'dime method', 'human life value', 'calculator'],
    publishedAt: '2025-09-09T09:00:00.000Z',
    updatedAt: '2025-10-07T09:00:00.000Z',
  },
  {
    slug: 'new-parents-guide',
    title: 'Life Insurance for New Parents: A Practical Guide',
    excerpt:
      'A new baby is the most common reason to buy term life insurance. Here is how much to get, how long the term should be, and how to make sure the money actually reaches your child.',
    content: `
<p>Few moments change your finances as completely as becoming a parent. Suddenly someone depends on you for the next two decades, and the question of what would happen if you were not there stops being abstract. Term life insurance is one of the most affordable ways to answer it. This guide walks through the decisions new parents face, in the order you are likely to face them.</p>

<h2>Why now rather than later</h2>
<p>Two things make the early months of parenthood a good time to buy. First, the need is at its peak: your child has the longest stretch of dependence ahead, and many families have just taken on a bigger home or reduced one parent's hours. Second, premiums are based largely on your age and health when you apply. Each birthday nudges the price up, and a new diagnosis can raise it sharply or make cover harder to get. Once a policy is issued, a level term premium stays fixed for the whole term, whatever happens to your health.</p>
<p>If you are currently pregnant, be aware that some insurers handle pregnancy-related conditions differently or prefer to wait until after delivery. The partner who is not pregnant can usually apply straight away.</p>

<h2>How much cover</h2>
<p>A common rule of thumb is 10 to 12 times your income, but new parents should also account for costs that did not exist a year ago: childcare, a larger housing budget and, if you want, money for education. Our guide to <a href="/blog/how-much-life-insurance">how much life insurance you need</a> explains four methods in detail, and the <a href="/calculator">coverage calculator</a> will do the arithmetic for you. For many young families the answer lands somewhere between $500,000 and $1.5 million per earning parent.</p>
<p>That can sound like a lot, but term cover is inexpensive when you are young and healthy. As an illustration, a healthy 30-year-old non-smoker can often get $500,000 of 20-year cover for roughly $25 to $35 a month. Smokers often pay two to four times more, and men typically pay somewhat more than women of the same age.</p>

<h2>How long the term should be</h2>
<p>Aim for a term that lasts until your youngest child is financially independent. If your baby is a newborn, that usually points to a 20- or 25-year term; many parents choose 25 or 30 years if they plan to pay for college or expect more children. If you also want the policy to cover your mortgage, check that the term reaches at least as far as the loan's remaining years. Longer terms cost more each month, but running out of cover while your children are still teenagers defeats the purpose.</p>

<h2>Cover both parents, including a stay-at-home parent</h2>
<p>It is easy to insure only the parent with the paycheck. Yet if a stay-at-home parent died, the surviving parent would need to pay for childcare, help around the house and perhaps cut back on work. Those costs add up quickly. We cover this in more depth in <a href="/blog/life-insurance-for-stay-at-home-parents">life insurance for stay-at-home parents</a>.</p>

<h2>Beneficiaries when your children are minors</h2>
<p>This is where many parents make a well-meaning mistake. Insurers generally will not pay a death benefit directly to a minor child. If you name your baby as beneficiary and the money becomes payable while they are under age, a court may need to appoint someone to manage it, which can take time, cost money and involve ongoing court oversight. The child then typically receives any remaining funds outright when they reach adulthood, ready or not.</p>
<p>Common ways around this, in plain terms:</p>
<ul>
<li><strong>Name your spouse or partner as primary beneficiary.</strong> This is simple and common, but you still need a plan for the case where both parents die.</li>
<li><strong>Use a trust.</strong> You can set up a trust and name it as beneficiary, usually as the contingent (backup) beneficiary. A trustee you choose manages the money for your children under rules you set, such as paying for school and releasing the rest in stages.</li>
<li><strong>Name a custodian under your state's Uniform Transfers to Minors Act (UTMA).</strong> Many insurers let you name an adult as custodian for a child. It is cheaper and simpler than a trust, but the child usually takes control of the money at 18 or 21, depending on the state.</li>
</ul>
<p>Remember that the person who raises your child (the guardian, usually nominated in your will) and the person who manages the money do not have to be the same. This is general information, not legal or tax advice; an estate planning attorney can tell you which option fits your state and family.</p>

<h2>Do not rely only on workplace cover</h2>
<p>Group life insurance through an employer is a welcome benefit, but it is commonly limited to one or two times your salary, far short of what most young families need. It also usually ends or must be converted to a pricier individual policy when you change jobs. Treat it as a top-up rather than your main protection.</p>

<h2>A short checklist</h2>
<ol>
<li>Estimate your need with the <a href="/calculator">calculator</a>, for each parent.</li>
<li>Choose a term that lasts until your youngest is independent.</li>
<li>Compare quotes, and apply while you are healthy.</li>
<li>Name primary and contingent beneficiaries, and decide how money for minors will be managed.</li>
<li>Nominate a guardian in a will.</li>
<li>Review your cover after each new child, a home purchase or a big change in income.</li>
</ol>

<h2>Next steps</h2>
<p>The hardest part is usually starting. When you are ready, <a href="/compare">compare term life quotes</a> on TermLens to see a realistic price range. Our quotes are illustrative estimates; the insurer sets the final premium after underwriting. If you are new to term cover, <a href="/blog/term-life-basics">term life basics</a> is a good place to begin.</p>
`,
    category: 'Family Planning',
    author: 'Priya Raman',
    metaTitle: 'Life Insurance for New Parents: A Practical Guide',
    metaDescription:
      'New parents: how much term life insurance to buy, how long the term should be, covering a stay-at-home parent, and naming beneficiaries for minor children.',
    imageUrl: '/images/covers/blog-family-planning.svg',
    tags: ['new parents', 'beneficiaries', 'term length', 'family'],
    publishedAt: '2025-11-18T09:00:00.000Z',
    updatedAt: '2025-11-18T09:00:00.000Z',
  },
  {
    slug: 'life-insurance-for-stay-at-home-parents',
    title: 'Life Insurance for Stay-at-Home Parents: Valuing Unpaid Work',
    excerpt:
      'A stay-at-home parent earns no paycheck, but replacing their work would cost a family a great deal. Here is how to put a number on it and what insurers will typically offer.',
    content: `
<p>When families shop for life insurance, the conversation often centers on the parent who earns a salary. The parent who stays home can get overlooked, sometimes because they assume they "don't need it." In reality, a stay-at-home parent provides services that would be expensive to replace, and losing them can strain a household's finances as badly as losing a paycheck.</p>

<h2>What unpaid work is worth</h2>
<p>Think about what the surviving parent would have to pay for, or give up, if the stay-at-home parent died:</p>
<ul>
<li><strong>Childcare:</strong> daycare, a nanny or after-school care. Full-time care for an infant or toddler commonly costs anywhere from about $1,000 to well over $2,000 a month, depending on where you live and the type of care.</li>
<li><strong>Household work:</strong> cooking, cleaning, laundry, shopping and errands.</li>
<li><strong>Transport and logistics:</strong> school runs, appointments, activities and the constant scheduling that keeps a family running.</li>
<li><strong>Household management:</strong> paying bills, handling paperwork, organizing repairs.</li>
<li><strong>Care for others:</strong> some stay-at-home parents also look after an aging relative.</li>
</ul>
<p>There is also a less visible cost. A surviving parent may need to reduce their own working hours, turn down a promotion that involves travel, or take unpaid leave while the family adjusts. Life insurance can give them room to make those choices without financial panic.</p>

<h2>How to size the cover</h2>
<p>Standard income-based rules do not work when there is no income to multiply. Instead, estimate what it would cost to replace the work, year by year, until your youngest child is independent. Childcare needs are usually heaviest in the early years and shrink once children start school, so it helps to break the period into stages.</p>
<p>Here is an illustrative example for a family whose youngest child is one year old:</p>
<table>
<thead>
<tr><th>Need</th><th>Assumption</th><th>Amount</th></tr>
</thead>
<tbody>
<tr><td>Full-time childcare</td><td>5 years at $30,000 a year</td><td>$150,000</td></tr>
<tr><td>After-school care and holiday cover</td><td>12 years at $15,000 a year</td><td>$180,000</td></tr>
<tr><td>Household help</td><td>17 years at $8,000 a year</td><td>$136,000</td></tr>
<tr><td>Flexibility for the surviving parent</td><td>Reduced hours or time off</td><td>$50,000</td></tr>
<tr><td>Final expenses</td><td>Funeral and related costs</td><td>$15,000</td></tr>
<tr><td><strong>Total</strong></td><td></td><td><strong>$531,000</strong></td></tr>
</tbody>
</table>
<p>This family might reasonably buy $500,000 or $550,000 of cover. Your own figures will differ depending on local prices, the number of children and how much help relatives could realistically provide. If you also have debts that should be paid off, or you would like to fund education, add those too. Our <a href="/blog/how-much-life-insurance">guide to sizing cover</a> explains other approaches, and the <a href="/calculator">calculator</a> is a useful cross-check.</p>

<h2>What insurers will usually offer</h2>
<p>Insurers want the amount of cover to bear some relationship to the financial loss. For someone with no earned income, many insurers tie the maximum to the cover on the earning spouse, for example limiting it to a share of the working partner's in-force or applied-for cover, often somewhere between half and the full amount. Some also apply a flat dollar ceiling for non-earning applicants. The exact rules vary from company to company and can change over time.</p>
<p>In practice, this means it is often easiest for both partners to apply at the same time, or for the earning partner's cover to be in place first. If an insurer's limit is lower than your calculated need, another insurer may allow more, which is one reason comparing matters.</p>
<p>Spousal cover through the working partner's employer is another option, but it is usually a small amount and tied to that job. It can supplement an individual policy, but it rarely replaces one.</p>

<h2>Choosing the term</h2>
<p>The stay-at-home parent's need is tied closely to the children's ages, so match the term to the years until your youngest is independent. For a family with a toddler, a 20-year term is a common choice. It may be shorter than the earning partner's term if that policy also covers a 30-year mortgage. If you expect the need to fall sharply once the children are in school, <a href="/blog/laddering-term-life-policies">laddering two smaller policies</a> can trim the cost.</p>

<h2>It is usually inexpensive</h2>
<p>Because stay-at-home parents are often young and in good health, this cover tends to be affordable. As a rough illustration, a healthy woman in her early thirties might pay somewhere in the region of $20 to $30 a month for $500,000 of 20-year term cover, while a man of the same age and health would typically pay somewhat more. Smokers should expect to pay several times those figures.</p>
<p>If you plan to return to work in a few years, consider buying the cover you need now rather than waiting. Your needs might grow, but buying more later means new underwriting at an older age.</p>

<h2>The bottom line</h2>
<p>A stay-at-home parent's contribution has real financial value, and insuring it protects the whole family. Estimate the replacement cost, check it against what insurers will offer, and <a href="/compare">compare quotes</a> for both partners together. TermLens quotes are illustrative estimates; the insurer sets the final price after underwriting. For the wider picture, see our <a href="/blog/new-parents-guide">guide for new parents</a>.</p>
`,
    category: 'Family Planning',
    author: 'Priya Raman',
    metaTitle: 'Life Insurance for Stay-at-Home Parents',
    metaDescription:
      'How to value a stay-at-home parent’s unpaid work, size a term life policy for it, and understand how much cover insurers usually allow a non-earning spouse.',
    imageUrl: '/images/covers/blog-family-planning.svg',
    tags: ['stay-at-home parents', 'coverage amount', 'family', 'term length'],
    publishedAt: '2026-01-27T09:00:00.000Z',
    updatedAt: '2026-01-27T09:00:00.000Z',
  },
  {
    slug: 'laddering-term-life-policies',
    title: 'Laddering Term Life Policies: Matching Cover to Shrinking Needs',
    excerpt:
      'Laddering means buying several term policies that end at different times, so your cover falls as your mortgage and child-rearing years wind down. It can save money, with some trade-offs.',
    content: `
<p>Most families' need for life insurance is not constant. It peaks when the children are young and the mortgage is large, then shrinks as debts are paid down, savings grow and the kids become independent. A single large policy treats every year the same. Laddering is a way to buy cover that steps down over time, closer to the way your needs actually change.</p>

<h2>How laddering works</h2>
<p>Instead of one policy, you buy two or more term policies with different lengths. All of them are in force at the start, so your total cover is highest when you need it most. As each shorter policy reaches the end of its term, it expires and your total cover falls to the next step. Because shorter terms cost less than longer ones, you avoid paying 30-year prices on cover you only need for ten.</p>
<p>Typical ladders line up with real milestones, such as:</p>
<ul>
<li>a short policy covering the years of full-time childcare or a car loan and other short-term debts;</li>
<li>a medium policy running until your youngest child finishes school or college;</li>
<li>a long policy matching the remaining years of your mortgage.</li>
</ul>

<h2>An illustrative example</h2>
<p>Sam is 35, a healthy non-smoker with two young children and a new 30-year mortgage. Using the <a href="/calculator">calculator</a>, Sam estimates a need of about $1.5 million today, falling to roughly $1 million in ten years and $500,000 in twenty. Sam considers three $500,000 policies with terms of 10, 20 and 30 years. The premiums below are purely illustrative; actual prices depend on the insurer, health class and many other factors.</p>
<table>
<thead>
<tr><th>Policy</th><th>Cover</th><th>Term</th><th>Illustrative monthly premium</th></tr>
</thead>
<tbody>
<tr><td>A</td><td>$500,000</td><td>10 years</td><td>$20</td></tr>
<tr><td>B</td><td>$500,000</td><td>20 years</td><td>$30</td></tr>
<tr><td>C</td><td>$500,000</td><td>30 years</td><td>$48</td></tr>
<tr><td><strong>Ladder total</strong></td><td><strong>$1,500,000</strong></td><td></td><td><strong>$98</strong></td></tr>
<tr><td>Single policy, for comparison</td><td>$1,500,000</td><td>30 years</td><td>$125</td></tr>
</tbody>
</table>
<p>Here is how the ladder's cover and cost change over time:</p>
<table>
<thead>
<tr><th>Years</th><th>Policies in force</th><th>Total cover</th><th>Illustrative monthly cost</th></tr>
</thead>
<tbody>
<tr><td>1 to 10</td><td>A, B and C</td><td>$1,500,000</td><td>$98</td></tr>
<tr><td>11 to 20</td><td>B and C</td><td>$1,000,000</td><td>$78</td></tr>
<tr><td>21 to 30</td><td>C</td><td>$500,000</td><td>$48</td></tr>
</tbody>
</table>
<p>On these example figures, Sam would pay roughly $27,000 in total over 30 years with the ladder, against about $45,000 for a single $1.5 million, 30-year policy. The single policy does provide more cover in the later years, so the comparison is not like for like. The real question is whether Sam needs $1.5 million at age 60. If the mortgage is nearly gone and the children are grown, probably not.</p>

<h2>The advantages</h2>
<ul>
<li><strong>Lower total cost</strong> when your needs genuinely shrink, because you stop paying for cover as it stops being useful.</li>
<li><strong>A closer fit</strong> between cover and obligations at each stage of life.</li>
<li><strong>Flexibility in later years.</strong> Each policy is separate, so you can let one lapse early, or convert one to permanent cover if it offers a conversion option, without touching the others.</li>
</ul>

<h2>The drawbacks</h2>
<ul>
<li><strong>More policies to manage.</strong> Several premiums, renewal notices and beneficiary designations to keep up to date. It is easy for one to be forgotten after a move or a change of bank account.</li>
<li><strong>More underwriting.</strong> Each policy is underwritten. If you apply for all of them at once, often with the same insurer, the medical requirements can usually be shared, but applying to different insurers can mean repeated questions or exams, and each insurer may assign a different health class. Our guide to <a href="/blog/how-underwriting-health-classes-work">underwriting and health classes</a> explains why that matters.</li>
<li><strong>Lost volume discounts.</strong> Pricing is often banded, with a lower rate per $1,000 of cover above thresholds such as $500,000 or $1 million, and each policy usually carries its own policy fee. Splitting cover into smaller pieces can eat into the savings.</li>
<li><strong>Needs may not shrink on schedule.</strong> Another child, a bigger house or a drop in savings could leave you needing more cover just as a policy ends, and buying new cover at an older age costs more.</li>
</ul>

<h2>An alternative: one policy you can reduce</h2>
<p>Many term policies allow you to reduce the face amount later, subject to a minimum, which lowers the premium. That gives some of the benefit of a ladder with only one policy to manage. The catch is that you start by paying the long-term rate on the full amount, so the savings are usually smaller than with a well-designed ladder. Check the policy terms before relying on this.</p>

<h2>Is laddering right for you?</h2>
<p>Laddering tends to suit people with large, clearly time-limited obligations, such as a new mortgage and young children, who are comfortable managing more than one policy. If your needs are modest or you value simplicity, a single policy of the right length may serve you just as well.</p>
<p>To test the idea, price a single policy and a two- or three-step ladder side by side on the <a href="/compare">TermLens compare page</a>. Our quotes are illustrative estimates; each insurer sets the final price after underwriting. To understand what happens when a rung of the ladder expires, read <a href="/blog/what-happens-when-term-life-ends">what happens when term life ends</a>.</p>
`,
    category: 'Family Planning',
    author: 'Priya Raman',
    metaTitle: 'Laddering Term Life Policies Explained',
    metaDescription:
      'How laddering several term life policies with different lengths can match shrinking needs, with an illustrative cost example and the main pros and cons.',
    imageUrl: '/images/covers/blog-family-planning.svg',
    tags: ['laddering', 'term length', 'cost savings', 'strategy'],
    publishedAt: '2026-03-31T09:00:00.000Z',
    updatedAt: '2026-04-21T09:00:00.000Z',
  },
  {
    slug: 'life-insurance-and-your-mortgage',
    title: 'Life Insurance and Your Mortgage: Level Term vs Mortgage Protection',
    excerpt:
      'Mortgage protection policies shrink with your loan and often pay the lender. A level term policy usually gives your family more money and more choice for a similar price.',
    content: `
<p>Buying a home is often the moment people first think seriously about life insurance. Soon after closing, many homeowners receive letters offering "mortgage protection insurance". The idea is appealing: if you die, the house is paid off. But there is more than one way to protect your mortgage, and the product marketed for the job is not always the best fit.</p>

<h2>Three things that sound alike</h2>
<ul>
<li><strong>Private mortgage insurance (PMI)</strong> protects the lender, not you, if you stop making payments on a conventional loan with a small down payment. It pays nothing to your family.</li>
<li><strong>Mortgage protection insurance</strong>, sometimes called mortgage life insurance, is designed to pay off your mortgage if you die. The payout typically shrinks as your loan balance falls, and it is often paid directly to the lender.</li>
<li><strong>Term life insurance</strong> pays a lump sum to the beneficiaries you choose if you die during the term. They can use it for the mortgage or for anything else.</li>
</ul>

<h2>Level term vs decreasing term</h2>
<p>Mortgage protection is usually a form of <strong>decreasing term</strong> insurance: the death benefit declines over time, roughly in line with a repayment mortgage, while the premium normally stays the same. Standard term life is usually <strong>level term</strong>: the death benefit and the premium both stay the same for the whole term.</p>
<p>To see the difference, consider an illustrative $350,000, 30-year mortgage at 6.5% interest. The balance falls slowly at first and faster later:</p>
<table>
<thead>
<tr><th>Year</th><th>Approximate loan balance</th><th>Decreasing term payout (approx.)</th><th>Level term payout</th></tr>
</thead>
<tbody>
<tr><td>Start</td><td>$350,000</td><td>$350,000</td><td>$350,000</td></tr>
<tr><td>10</td><td>$297,000</td><td>$297,000</td><td>$350,000</td></tr>
<tr><td>20</td><td>$195,000</td><td>$195,000</td><td>$350,000</td></tr>
<tr><td>25</td><td>$113,000</td><td>$113,000</td><td>$350,000</td></tr>
</tbody>
</table>
<p>With level term, the gap between the payout and the remaining balance is money your family keeps. By year 20 in this example, that is about $155,000 on top of clearing the loan.</p>

<h2>Why level term usually gives more flexibility</h2>
<h3>Your family gets cash, not a paid-off loan</h3>
<p>With a term life policy, the death benefit goes to your beneficiaries, not to the bank. They can pay off the mortgage, but they do not have to. If the loan has a low fixed rate, they might prefer to keep making payments and use the money for childcare, living costs or education. If they need to sell and move closer to family, the money goes with them. A policy that pays the lender directly removes those choices.</p>
<h3>The cover is not tied to one loan</h3>
<p>If you refinance, move or pay the mortgage off early, a policy built around a specific loan may no longer match it. A term policy simply carries on, and you can apply the same cover to a new home.</p>
<h3>Price is often similar, or better</h3>
<p>Decreasing cover sounds as if it should be much cheaper, but premiums for decreasing term are not always far below those for level term with the same starting amount. Some mortgage protection products are sold with few or no health questions, which is convenient but means healthy buyers may pay more than they would for a fully underwritten term policy. It is worth getting quotes for both before you decide.</p>
<h3>Inflation works against a shrinking payout</h3>
<p>Your family's other costs rise over time while a decreasing policy's payout falls. Level term at least holds its face value.</p>

<h2>When mortgage protection can make sense</h2>
<p>There are situations where a mortgage protection product is reasonable. If health problems make standard term cover expensive or unavailable, a product with lighter underwriting may be one of the few options. Some people also like the simplicity of knowing the loan will be cleared automatically. Just read the terms carefully, including who receives the payout and any exclusions.</p>

<h2>How much cover to tie to the house</h2>
<p>Your mortgage is usually only one part of what your family would need. Income for living costs, childcare, other debts and education matter too. A common approach is to buy one level term policy large enough for all of it, with a term at least as long as the years left on your mortgage. The DIME method in our guide to <a href="/blog/how-much-life-insurance">how much life insurance you need</a> includes the mortgage explicitly, and the <a href="/calculator">calculator</a> gives a quick estimate.</p>
<p>If you want cover that steps down as the loan shrinks but still pays your family rather than the lender, consider <a href="/blog/laddering-term-life-policies">laddering level term policies</a>: for example, one policy for the mortgage term and a shorter one for the years your children are dependent.</p>

<h2>Beneficiaries and ownership</h2>
<p>Name your beneficiaries carefully: usually a spouse or partner first, with a contingent beneficiary in case they die before you. If your children are minors, read our <a href="/blog/new-parents-guide">guide for new parents</a> on how money for children can be managed. Keep the designations up to date after a marriage, divorce or new child.</p>

<h2>The bottom line</h2>
<p>For most homeowners, a level term policy with your family as beneficiaries protects the mortgage and a good deal more, and it keeps the decisions in your family's hands. <a href="/compare">Compare term life quotes</a> on TermLens to see what level cover might cost. Our quotes are illustrative estimates; the insurer sets the final price after underwriting.</p>
`,
    category: 'Family Planning',
    author: 'Priya Raman',
    metaTitle: 'Life Insurance and Your Mortgage: What to Buy',
    metaDescription:
      'Level term life vs mortgage protection and decreasing term insurance: how the payouts differ, who receives the money, and why level term is often more flexible.',
    imageUrl: '/images/covers/blog-family-planning.svg',
    tags: ['mortgage', 'decreasing term', 'level term', 'homeowners'],
    publishedAt: '2026-06-09T09:00:00.000Z',
    updatedAt: '2026-06-09T09:00:00.000Z',
  },
  {
    slug: 'no-medical-exam-life-insurance',
    title: 'No-Medical-Exam Life Insurance: Accelerated, Simplified and Guaranteed Issue',
    excerpt:
      'You can often skip the medical exam, but "no exam" covers three very different products. Accelerated underwriting can match exam pricing; simplified and guaranteed issue usually cost more.',
    content: `
<p>For years, buying life insurance meant a nurse visiting your home to take blood, urine and measurements. Today many applicants never see an examiner at all. That is genuinely convenient, but "no medical exam" is a label applied to three quite different kinds of underwriting, with very different prices and coverage limits. Knowing which one you are being offered helps you avoid overpaying.</p>

<h2>1. Accelerated underwriting</h2>
<p>Accelerated underwriting is a fast track within a fully underwritten term policy. You complete a detailed application, and the insurer checks your answers against third-party data instead of ordering an exam. If everything lines up, you can be approved in days or sometimes minutes, at the same rates you would get with an exam.</p>
<p><strong>Who qualifies:</strong> generally younger, healthy applicants without significant medical history, with a healthy height-to-weight ratio and a clean driving record. Insurers set their own age and amount limits. At some insurers, accelerated underwriting is available up to roughly $1 million to $3 million of cover for healthy applicants in younger age bands, with lower limits or none for older applicants.</p>
<p><strong>What if you do not qualify?</strong> Not passing the accelerated path is usually not a decline. Typically the application simply moves to traditional underwriting, and you are asked for an exam, lab work or medical records. At some insurers the very best health class may also require full underwriting.</p>

<h2>2. Simplified issue</h2>
<p>Simplified issue policies ask a shorter list of health questions, often yes-or-no, and do not require an exam. The decision is based mainly on your answers and database checks, so the insurer knows less about you and prices accordingly.</p>
<ul>
<li>Premiums are usually higher than fully underwritten cover for a healthy person.</li>
<li>Coverage limits are lower, often in the low hundreds of thousands of dollars, though some products go higher.</li>
<li>Certain answers lead straight to a decline rather than a higher price.</li>
</ul>
<p>Simplified issue can be a sensible choice if you need cover quickly, have a condition that complicates traditional underwriting, or strongly prefer to avoid needles, as long as you understand you are paying for that convenience.</p>

<h2>3. Guaranteed issue</h2>
<p>Guaranteed issue policies ask no health questions at all. Anyone within the eligible age range, often about 50 to 85, is accepted. They are usually small whole life policies aimed at final expenses, commonly in the range of a few thousand to around $25,000.</p>
<p>Because the insurer accepts everyone, these policies are the most expensive per dollar of cover, and most have a <strong>graded death benefit</strong>: if you die of natural causes in the first two or three years, your beneficiaries typically receive the premiums paid plus some interest rather than the full benefit. Guaranteed issue is a last resort for people who cannot qualify elsewhere, not a shortcut for healthy buyers.</p>

<h2>Where the data comes from</h2>
<p>Skipping the exam does not mean the insurer skips checking. With your authorization, insurers commonly review:</p>
<ul>
<li><strong>Prescription history:</strong> databases showing medications you have been prescribed, which point to diagnosed conditions.</li>
<li><strong>MIB:</strong> an information exchange used by member insurers, which holds coded information from previous insurance applications. It is not your full medical record. Under federal law you can request a copy of your own MIB file, free of charge once a year.</li>
<li><strong>Motor vehicle records:</strong> speeding tickets, DUIs and license suspensions.</li>
<li><strong>Other sources</strong>, depending on the insurer and state: medical records or electronic health data, public records such as bankruptcies, and in some cases credit-based insurance information.</li>
</ul>
<p>Answer every question accurately. If an insurer later finds a material misstatement, particularly within the contestability period (commonly the first two years), it may deny a claim or rescind the policy. That risk applies equally to exam and no-exam policies.</p>

<h2>Comparing the trade-offs</h2>
<table>
<thead>
<tr><th></th><th>Accelerated</th><th>Simplified issue</th><th>Guaranteed issue</th></tr>
</thead>
<tbody>
<tr><td>Health questions</td><td>Full application</td><td>Short list</td><td>None</td></tr>
<tr><td>Exam</td><td>No, if you qualify</td><td>No</td><td>No</td></tr>
<tr><td>Typical cost</td><td>Same as fully underwritten</td><td>Higher</td><td>Highest per dollar</td></tr>
<tr><td>Typical amounts</td><td>Up to about $1M to $3M at some insurers</td><td>Lower limits</td><td>Small, final-expense sized</td></tr>
<tr><td>Usual product</td><td>Term</td><td>Term or whole life</td><td>Whole life</td></tr>
</tbody>
</table>

<h2>How to approach it</h2>
<p>If you are healthy, start with fully underwritten term from insurers that offer accelerated underwriting. You may get the convenience of no exam without paying extra, and if an exam is requested it usually costs nothing. If you have health issues, it can still be worth applying for traditional cover before turning to simplified issue: many conditions, well managed, are insurable at standard or moderately rated prices. Our guide to <a href="/blog/how-underwriting-health-classes-work">how underwriting health classes work</a> explains what insurers look at.</p>

<h2>The bottom line</h2>
<p>No-exam cover is not one product, and the price difference between the three types can be large. <a href="/compare">Compare term life quotes</a> on TermLens to see illustrative prices across insurers; the insurer sets the final premium after underwriting, and it may ask for an exam if the data is not conclusive. For more on choosing between offers, read <a href="/blog/how-to-compare-term-life-quotes">how to compare term life quotes</a>.</p>
`,
    category: 'Insurance Reviews',
    author: 'Marcus Ortega',
    metaTitle: 'No-Medical-Exam Life Insurance Explained',
    metaDescription:
      'Accelerated underwriting, simplified issue and guaranteed issue compared: who qualifies, what data insurers check, typical coverage limits and cost trade-offs.',
    imageUrl: '/images/covers/blog-insurance-reviews.svg',
    tags: ['no medical exam', 'accelerated underwriting', 'underwriting', 'guaranteed issue'],
    publishedAt: '2026-08-18T09:00:00.000Z',
    updatedAt: '2026-08-18T09:00:00.000Z',
  },
  {
    slug: 'life-insurance-for-single-parents',
    title: 'Life Insurance for Single Parents: Protecting Your Kids on One Income',
    excerpt:
      'As a single parent, your income may be your children\u2019s only safety net. Here is how to size cover, choose a term, and make sure the right person manages the money.',
    content: `
<p>Single parents carry a double load: they are often the main earner and the main caregiver. That makes life insurance especially important, and planning for it a little more involved. If you die while your children are young, there may be no second income to fall back on, and the question of who raises your children and who controls their money needs a clear answer.</p>

<h2>Start with guardianship</h2>
<p>Life insurance provides money, but your children also need a person. Two roles matter:</p>
<ul>
<li><strong>The guardian</strong> looks after your children day to day. You nominate a guardian in your will. A court makes the final decision, but it usually gives strong weight to a parent's written wishes.</li>
<li><strong>The money manager</strong>, a trustee or custodian, handles the insurance payout and other assets for the children.</li>
</ul>
<p>These can be the same person, but they do not have to be. Some parents choose a loving relative as guardian and a financially organized friend or sibling as trustee, which also builds in a check on how the money is spent.</p>
<p>If your children's other parent is alive and has parental rights, they would usually be first in line to care for the children, whatever your will says. Even so, you can still control who manages the insurance money. For many single parents, that is a key reason to plan carefully.</p>

<h2>Who should receive the payout?</h2>
<p>Insurers generally will not pay a death benefit directly to a minor. If you name your children as beneficiaries, a court may appoint someone to manage the money until they come of age, and they may then receive whatever is left in one lump sum. Better options usually include:</p>
<ul>
<li><strong>A trust.</strong> You create a trust, name it as beneficiary, and appoint a trustee. The trust document sets the rules, for example paying for housing, school and health care, then distributing the rest at ages you choose, such as 25 and 30. This gives the most control and can keep the money out of the hands of anyone you would not want managing it.</li>
<li><strong>A UTMA custodian.</strong> Many insurers let you name an adult as custodian for your child under your state's Uniform Transfers to Minors Act. It is simpler and cheaper than a trust, but the child usually gains full control at 18 or 21, depending on the state.</li>
</ul>
<p>Avoid naming the future guardian as beneficiary on the informal understanding that they will use the money for your kids. Legally it becomes their money, exposed to their creditors, divorce or simple mistakes. Rules differ by state, and this is not legal or tax advice; an estate planning attorney can set up a will and trust for a modest fee compared with the amounts involved.</p>

<h2>Sizing cover with no second income</h2>
<p>Because there is no partner's income to subtract, the starting point is usually the full cost of raising your children to independence. Consider:</p>
<ul>
<li><strong>Living costs</strong> for your children until adulthood: a share of housing, food, clothing, health care and activities.</li>
<li><strong>Childcare</strong>, which a guardian who works may need to pay for.</li>
<li><strong>The guardian's extra costs</strong>, such as a bigger car, an extra bedroom or reduced working hours.</li>
<li><strong>Debts and final expenses</strong>, so your estate does not consume money meant for the children.</li>
<li><strong>Education</strong>, if you want to help with college or training.</li>
</ul>
<p>As an illustration, a single parent earning $60,000 with a four-year-old might plan for 16 years of support. Replacing the full income would mean $960,000; since part of that income currently pays for the parent's own costs, a figure of $650,000 to $800,000 may cover the children's share, plus perhaps $50,000 to $100,000 for education. The <a href="/calculator">coverage calculator</a> and our guide to <a href="/blog/how-much-life-insurance">how much life insurance you need</a> can help you refine the numbers. Include any existing cover, savings and expected Social Security survivor benefits for the children.</p>
<p>If you receive child support, check your divorce or custody paperwork: settlements sometimes require the paying parent to carry life insurance for the children. It is reasonable to ask for proof that the policy is in force.</p>

<h2>Choosing a term length</h2>
<p>Choose a term that lasts until your youngest child is independent, and add a few years of margin if you plan to help with college. For a child under five, a 20- or 25-year term is common. If your mortgage runs longer and you want the home secure for the guardian, match the longer date or consider <a href="/blog/laddering-term-life-policies">laddering two policies</a>.</p>

<h2>Making it fit your budget</h2>
<p>Money is often tight in single-income households, so affordability matters. Term life is usually the most cost-effective choice: for example, a healthy 30-year-old non-smoker can often get $500,000 of 20-year cover for roughly $25 to $35 a month. Prices rise with age and are typically two to four times higher for smokers. If the full amount is out of reach, buy what you can afford now rather than waiting for the perfect policy, and add more later if your budget improves. Workplace cover helps, but it is often limited and usually ends when you leave the job. Read <a href="/blog/term-vs-whole-life">term vs whole life</a> if someone suggests a permanent policy instead.</p>

<h2>The bottom line</h2>
<p>A single parent's plan has three parts: a guardian named in a will, a trustee or custodian for the money, and enough term cover to last until your children stand on their own. <a href="/compare">Compare term life quotes</a> on TermLens to see what that cover might cost. Our quotes are illustrative estimates; the insurer sets the final price after underwriting.</p>
`,
    category: 'Family Planning',
    author: 'Priya Raman',
    metaTitle: 'Life Insurance for Single Parents',
    metaDescription:
      'Single parents: how to name a guardian and a trustee or custodian, size term life cover with no second income, pick a term length and fit it into your budget.',
    imageUrl: '/images/covers/blog-family-planning.svg',
    tags: ['single parents', 'guardianship', 'trusts', 'beneficiaries'],
    publishedAt: '2026-10-27T09:00:00.000Z',
    updatedAt: '2026-10-27T09:00:00.000Z',
  },
];

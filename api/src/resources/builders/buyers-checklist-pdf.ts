// "Term Life Insurance Buyer's Checklist": a printable PDF with a box to tick before every item.
import type { Pdf } from './pdf-layout';
import {
  COLORS,
  callout,
  checkboxItem,
  contentWidth,
  createPdf,
  FONT,
  finishPdf,
  heading,
  paragraph,
  title,
} from './pdf-layout';

interface ChecklistItem {
  lead: string;
  detail?: string;
}

interface ChecklistSection {
  heading: string;
  intro?: string;
  items: readonly ChecklistItem[];
}

export const checklistSections: readonly ChecklistSection[] = [
  {
    heading: 'Before you shop',
    intro:
      'A clear idea of what you need makes quotes comparable and stops you buying too little, or paying for too much.',
    items: [
      {
        lead: 'Estimate how much coverage you need.',
        detail:
          'Add up the income your family would lose, debts including the mortgage, future costs such as college, and final expenses; then subtract savings and coverage you already have. Our Coverage Needs Worksheet does the arithmetic.',
      },
      {
        lead: 'Count the coverage you already have.',
        detail:
          'Group life insurance through work is often only one or two times salary and usually ends when you leave the job, so it rarely replaces an individual policy.',
      },
      {
        lead: 'Pick a term length that outlasts your biggest obligation.',
        detail:
          'Common choices are 10, 15, 20, 25 or 30 years: long enough to pay off the mortgage or see your youngest child through school and into work.',
      },
      {
        lead: 'Consider laddering.',
        detail:
          'Two smaller policies with different terms (for example a 30-year and a 20-year) can cost less than one large policy, because coverage steps down as your needs shrink.',
      },
      {
        lead: 'Set a monthly budget you can keep up for the whole term.',
        detail:
          'A policy that lapses for non-payment pays nothing, so choose an amount you can afford in lean years too.',
      },
      {
        lead: 'Decide who will own the policy and who will receive the money.',
        detail:
          'Insurers generally cannot pay proceeds directly to a minor child; if your children are young, ask about naming a trust or a custodian under your state’s Uniform Transfers to Minors Act.',
      },
    ],
  },
  {
    heading: 'Documents and facts to have ready',
    intro:
      'Applications go faster, and are more accurate, when you have these on hand before you start.',
    items: [
      {
        lead: 'Photo ID and Social Security number.',
        detail: 'A driver’s license number too: insurers check motor vehicle records.',
      },
      {
        lead: 'Height and weight,',
        detail: 'and any weight change of more than a few pounds in the past year.',
      },
      {
        lead: 'Doctors and visits.',
        detail:
          'Names, addresses and phone numbers of your doctors, and the dates and reasons for recent visits.',
      },
      { lead: 'Current prescriptions,', detail: 'with the dose and what each one treats.' },
      {
        lead: 'Medical history.',
        detail:
          'Diagnoses, surgeries, hospital stays and abnormal test results, with dates. Check how many years back each question asks about.',
      },
      {
        lead: 'Family history.',
        detail:
          'Parents and siblings with heart disease, cancer or diabetes, and their ages at diagnosis or death.',
      },
      {
        lead: 'Tobacco and nicotine use,',
        detail:
          'including cigarettes, cigars, vaping, chewing tobacco, nicotine gum or patches, and the date you last used any.',
      },
      {
        lead: 'Income, net worth and existing policies.',
        detail:
          'Insurers cap coverage at a multiple of income, and ask about policies you hold or have applied for elsewhere.',
      },
      {
        lead: 'Beneficiary details:',
        detail:
          'full legal names, dates of birth, relationship to you and, if you have them, Social Security numbers.',
      },
      {
        lead: 'Driving record, travel and hobbies.',
        detail:
          'Tickets and DUIs, planned travel outside the US, and activities such as scuba diving, climbing or piloting an aircraft.',
      },
      {
        lead: 'Bank account and routing numbers',
        detail: 'if you want premiums paid automatically.',
      },
    ],
  },
  {
    heading: 'Comparing quotes',
    intro:
      'Line quotes up in our Quote Comparison Sheet. A lower price only means something when everything else is equal.',
    items: [
      {
        lead: 'Compare like with like:',
        detail:
          'the same term length, the same face amount and the same health class. A Preferred Plus price is not comparable with a Standard one.',
      },
      {
        lead: 'Be realistic about your health class.',
        detail:
          'Online quotes assume the class you select; the insurer sets the actual class after underwriting, and the price can change.',
      },
      {
        lead: 'Check each insurer’s AM Best rating.',
        detail:
          'It grades financial strength and ability to pay claims. A- (Excellent) or better is a common benchmark.',
      },
      {
        lead: 'Confirm the premium is guaranteed level for the whole term,',
        detail: 'not only for the first few years.',
      },
      {
        lead: 'Read the conversion privilege.',
        detail:
          'Note the deadline (for example, the end of year 10 or age 70) and which permanent policies you could convert to without a new medical exam.',
      },
      {
        lead: 'Compare riders and what they cost:',
        detail:
          'accelerated death benefit (often included at no charge), waiver of premium, child term and return of premium.',
      },
      {
        lead: 'Check what happens when the term ends.',
        detail:
          'Many policies can be renewed year by year, but at premiums that rise steeply with age.',
      },
      {
        lead: 'Compare annual and monthly payment.',
        detail: 'Paying monthly usually costs a few percent more a year than paying once a year.',
      },
      {
        lead: 'Look up complaint records',
        detail: 'with your state insurance department or the NAIC Consumer Insurance Search.',
      },
    ],
  },
  {
    heading: 'The application and underwriting',
    items: [
      {
        lead: 'Answer every question completely and honestly.',
        detail:
          'During the contestability period, usually the first two years, a material misstatement can lead to a claim being denied or reduced.',
      },
      {
        lead: 'Expect your answers to be checked.',
        detail:
          'Insurers consult the MIB (Medical Information Bureau), prescription histories and driving records. You can request a free copy of your MIB file once a year.',
      },
      {
        lead: 'Ask whether you qualify for accelerated, no-exam underwriting.',
        detail: 'It can take days instead of weeks.',
      },
      {
        lead: 'If an exam is needed, book a morning slot',
        detail:
          'and fast for as long as the examiner asks, usually 8 to 12 hours; water is normally fine.',
      },
      {
        lead: 'Prepare for the exam.',
        detail:
          'Avoid alcohol, strenuous exercise and salty food for a day or two beforehand, and skip caffeine and nicotine that morning.',
      },
      {
        lead: 'Have your ID, medication list and doctors’ details at the exam.',
      },
      {
        lead: 'Respond quickly',
        detail:
          'to requests for medical records or a phone interview: delays are the most common reason applications stall.',
      },
      {
        lead: 'Keep your existing coverage',
        detail: 'until the new policy is approved, delivered and in force.',
      },
      {
        lead: 'If you are offered a worse health class than quoted, ask why.',
        detail:
          'You can request reconsideration with more information, or compare offers from other insurers.',
      },
    ],
  },
  {
    heading: 'After approval',
    items: [
      {
        lead: 'Use the free-look period.',
        detail:
          'You typically have 10 to 30 days, depending on your state, to review the policy and cancel for a full refund.',
      },
      {
        lead: 'Check the issued policy against what you applied for:',
        detail: 'face amount, term length, premium, health class, owner and beneficiaries.',
      },
      {
        lead: 'Name primary and contingent beneficiaries,',
        detail: 'and update them after a marriage, divorce, birth or death in the family.',
      },
      {
        lead: 'Set up automatic premium payments',
        detail: 'and note the grace period (commonly 30 or 31 days) in case a payment fails.',
      },
      {
        lead: 'Store the policy safely',
        detail:
          'with your important papers, and keep a digital copy somewhere your family can reach.',
      },
      {
        lead: 'Tell your beneficiaries or executor',
        detail:
          'that the policy exists, the insurer’s name and the policy number. Unclaimed benefits are more common than you might think.',
      },
      { lead: 'Put the conversion deadline in your calendar.' },
      {
        lead: 'Review your coverage every few years',
        detail:
          'and after major life events such as a new child, a new home or a change in income.',
      },
    ],
  },
];

export async function buildBuyersChecklistPdf(): Promise<Uint8Array> {
  const doc = createPdf({
    title: 'Term Life Insurance Buyer’s Checklist',
    subject:
      'A step-by-step checklist for shopping for, applying for and owning term life insurance',
    keywords: 'term life insurance, checklist, quotes, underwriting, beneficiaries',
  });

  title(
    doc,
    'Term Life Insurance Buyer’s Checklist',
    'Work through the five stages below, from deciding what you need to keeping the policy in order once it is issued. ' +
      'Check off each item as you go. Print it out or keep it open while you compare quotes.',
  );

  checklistSections.forEach((section, index) => {
    // two spaces: Helvetica kerns "space T" tightly enough that one looks missing
    heading(doc, `${index + 1}.  ${section.heading}`);
    if (section.intro) paragraph(doc, section.intro, { italic: true, size: 10 });
    for (const item of section.items) checkboxItem(doc, item.lead, item.detail);
  });

  callout(
    doc,
    'Keep in mind:',
    'prices, underwriting rules, riders and free-look periods vary by insurer and by state. ' +
      'Your policy contract, not this checklist, sets out your actual rights and coverage.',
  );

  shortlistTable(doc);
  notesArea(doc);

  return finishPdf(doc);
}

/** A blank table for jotting down the quotes on your shortlist. */
function shortlistTable(doc: Pdf): void {
  const columns: readonly [string, number][] = [
    ['Insurer', 0.3],
    ['Term (years)', 0.1],
    ['Coverage', 0.15],
    ['Monthly premium', 0.14],
    ['AM Best rating', 0.12],
    ['Conversion deadline', 0.19],
  ];
  const rows = 5;
  const headerHeight = 30;
  const rowHeight = 26;
  heading(doc, 'My shortlist', headerHeight + rows * rowHeight);
  paragraph(
    doc,
    'Note the quotes you are considering. Compare them only at the same term, coverage and health class.',
    {
      italic: true,
      size: 10,
    },
  );

  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y + 2;
  doc.rect(left, top, width, headerHeight).fillColor(COLORS.brand).fill();
  let x = left;
  doc.font(FONT.bold).fontSize(8.5).fillColor('#ffffff');
  for (const [label, share] of columns) {
    const w = width * share;
    doc.text(label, x + 5, top + 6, { width: w - 10, lineGap: 0.5 });
    x += w;
  }
  const tableBottom = top + headerHeight + rows * rowHeight;
  doc.lineWidth(0.6).strokeColor(COLORS.rule);
  for (let r = 1; r <= rows; r++) {
    const y = top + headerHeight + r * rowHeight;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .stroke();
  }
  x = left;
  for (const [, share] of columns) {
    doc
      .moveTo(x, top + headerHeight)
      .lineTo(x, tableBottom)
      .stroke();
    x += width * share;
  }
  doc
    .moveTo(left + width, top + headerHeight)
    .lineTo(left + width, tableBottom)
    .stroke();
  doc.fillColor(COLORS.text);
  doc.x = left;
  doc.y = tableBottom + 6;
}

/** Ruled lines for the reader's own notes, filling what is left of the last page (at least four lines). */
function notesArea(doc: Pdf): void {
  const lineSpacing = 24;
  heading(doc, 'My notes', lineSpacing * 4);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;
  for (let y = doc.y + lineSpacing; y <= bottom; y += lineSpacing) {
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  }
}

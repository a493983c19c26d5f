import { type FollowUpTemplate, followUpTemplates } from '@termlens/contracts/lead-pipeline';
import { renderEmail } from '../render-email';

const bodies: Record<FollowUpTemplate, (siteUrl: string) => string[]> = {
  'check-in': () => [
    'Thank you for comparing term life insurance with TermLens. We wanted to check whether the quotes answered your questions.',
    'If anything is unclear, or your needs have changed, reply to this email and a licensed agent will help.',
  ],
  'quote-ready': (siteUrl) => [
    'Your term life quotes are ready to review. Prices depend on your age, so the rates you saw are the lowest you are likely to get.',
    `You can compare them again at any time at ${siteUrl}/compare, or reply to this email with any question.`,
  ],
  'application-help': () => [
    'Applying for term life insurance takes about 20 minutes, and many insurers decide within days without a medical exam.',
    'If you would like help with the application or the health questions, reply to this email and a licensed agent will walk you through it.',
  ],
};

/**
 * A follow-up an admin or the lead's agent sends from the dashboard about the lead's own quote
 * request: a reply to what the visitor asked for, signed by whoever sent it.
 */
export function leadFollowUpEmail(input: {
  template: FollowUpTemplate;
  firstName: string;
  sender: string;
  siteUrl: string;
}) {
  return renderEmail({
    subject: followUpTemplates[input.template],
    greeting: `Hi ${input.firstName},`,
    paragraphs: [...bodies[input.template](input.siteUrl), `${input.sender}, TermLens`],
  });
}

import { renderEmail } from '../render-email';

/** The first email of the 7-day course: lessons 1-7 follow from the course sender. */
export function courseWelcomeEmail(firstName: string) {
  return renderEmail({
    subject: 'Welcome to the 7-day term life insurance course',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      'You are enrolled in the free TermLens 7-day email course on term life insurance.',
      'Each day for the next week you will get one short lesson: how much cover you need, choosing a term length, how underwriting works, comparing quotes fairly, riders worth paying for, and how to apply with confidence.',
      'Your first lesson arrives shortly. Every lesson has a link to unsubscribe.',
      'The TermLens team',
    ],
  });
}

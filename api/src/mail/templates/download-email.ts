import { renderEmail } from '../render-email';

export interface DownloadEmailInput {
  firstName: string | null;
  title: string;
  /** absolute, signed link */
  link: string;
}

/** The email that follows a gated download: the link again, for whoever lost the tab. */
export function downloadEmail({ firstName, title, link }: DownloadEmailInput) {
  return renderEmail({
    subject: `Your download: ${title}`,
    greeting: `Hi ${firstName ?? 'there'},`,
    paragraphs: [
      `Thanks for downloading "${title}" from TermLens. Here is your link again.`,
      'The link works for 24 hours. After that, request the file again from the resources page at any time: it is free.',
      'When you are ready, compare term life quotes side by side on TermLens.',
      'The TermLens team',
    ],
    cta: { label: `Download ${title}`, url: link },
  });
}

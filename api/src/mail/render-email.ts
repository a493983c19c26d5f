import { company, companyAddressLine } from '@termlens/contracts/company';
import { type InsurerMarkShape, insurerMark } from '@termlens/contracts/insurer-mark';

/** A paragraph about one sample insurer: in the HTML part its monogram stands before the text. */
export interface InsurerParagraph {
  insurer: string;
  text: string;
}

export interface EmailContent {
  /** the HTML document's title */
  subject: string;
  /** the first line of the message after the greeting, in the HTML also the hidden preheader */
  preheader?: string;
  greeting?: string;
  paragraphs: (string | InsurerParagraph)[];
  cta?: { label: string; url: string };
  /** marketing email only: the signed link that unsubscribes at once */
  unsubscribeUrl?: string;
}

export interface RenderedEmail {
  /** the content's subject again, so a template's result is a whole outbox message body */
  subject: string;
  text: string;
  html: string;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => escapes[ch] ?? ch);
}

const markRadius: Record<InsurerMarkShape, string> = {
  circle: '50%',
  rounded: '10px',
  shield: '4px 4px 18px 18px',
};

/**
 * The insurer's monogram in the site's colours, built from styled text rather than an image:
 * mail programs show it without loading anything, and it reads as the initials it is.
 */
function insurerMarkHtml(companyName: string): string {
  const mark = insurerMark(companyName);
  return (
    `<div style="width:36px;height:31px;padding-top:5px;border-radius:${markRadius[mark.shape]};` +
    `background:${mark.background};border-bottom:4px solid ${mark.accent};color:${mark.foreground};` +
    `font-size:14px;font-weight:700;line-height:26px;text-align:center">${escapeHtml(mark.initials)}</div>`
  );
}

/**
 * Plain paragraphs to a text part and a simple, accessible HTML part: one column, real
 * paragraphs and links, lang set, no images (an insurer's monogram is styled text). Every value is escaped; every message ends with the
 * company's name and postal address, which CAN-SPAM requires of marketing email.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const footer = `${company.legalName}, ${companyAddressLine}`;
  const text = [
    content.greeting,
    ...content.paragraphs.map((para) => (typeof para === 'string' ? para : para.text)),
    content.cta && `${content.cta.label}: ${content.cta.url}`,
    '--',
    footer,
    content.unsubscribeUrl && `Unsubscribe: ${content.unsubscribeUrl}`,
  ]
    .filter(Boolean)
    .join('\n\n');

  const p = (inner: string) => `<p style="margin:0 0 16px;line-height:1.5">${inner}</p>`;
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(label)}</a>`;
  const body = [
    content.preheader &&
      `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>`,
    content.greeting && p(escapeHtml(content.greeting)),
    ...content.paragraphs.map((para) =>
      typeof para === 'string'
        ? p(escapeHtml(para))
        : `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse"><tr>` +
          `<td style="width:52px;vertical-align:top;padding:0">${insurerMarkHtml(para.insurer)}</td>` +
          `<td style="vertical-align:top;padding:0;line-height:1.5">${escapeHtml(para.text)}</td></tr></table>`,
    ),
    content.cta && p(link(content.cta.url, content.cta.label)),
    `<hr style="border:none;border-top:1px solid #d1d5db;margin:24px 0">`,
    `<p style="margin:0 0 8px;font-size:13px;color:#4b5563">${escapeHtml(footer)}</p>`,
    content.unsubscribeUrl &&
      `<p style="margin:0;font-size:13px;color:#4b5563">${link(content.unsubscribeUrl, 'Unsubscribe')} from these emails.</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#111827;font-family:Arial,Helvetica,sans-serif;font-size:16px">
<main style="max-width:600px;margin:0 auto">
${body}
</main>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}

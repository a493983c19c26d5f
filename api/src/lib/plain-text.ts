import sanitizeHtml from 'sanitize-html';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

/**
 * Text from untrusted HTML: every tag dropped (script and style with their content), entities
 * decoded once and whitespace collapsed. The result is shown as text, never as HTML.
 */
export function plainText(html: string): string {
  const stripped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g, (e) => entities[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

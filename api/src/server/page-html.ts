import type { ResolvedPage } from './page-meta';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// JSON inside <script> must not be able to close the element.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's index.html with this page's title, description, canonical link and JSON-LD, and
 * the shell's server-rendered markup in its root.
 */
export function renderPageHtml(
  template: string,
  page: ResolvedPage,
  canonicalUrl: string,
  rootMarkup = '',
): string {
  const { title, description, keywords } = page.meta;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    keywords.length ? `<meta name="keywords" content="${escapeHtml(keywords.join(', '))}">` : '',
    page.status === 404 ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="TermLens">',
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}">`,
    ...page.structuredData.map(
      (data) => `<script type="application/ld+json">${safeJson(data)}</script>`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
  // Functions as replacements, so a `$` in the content is not read as a pattern.
  return template
    .replace(/<title>[^<]*<\/title>/, () => tags)
    .replace('<div id="root"></div>', () => `<div id="root">${rootMarkup}</div>`);
}

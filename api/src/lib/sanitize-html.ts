import sanitizeHtml from 'sanitize-html';

// The allow-list for stored article HTML: the tags the written content uses, links limited to
// http(s), mailto and site paths. Everything else, attributes included, is dropped.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // An external link opens without handing the new page a reference to ours.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

/** Blog and news HTML as it may be stored and served. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}

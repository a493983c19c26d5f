import { type RuntimeConfig, runtimeConfigElementId } from '../src/site/remotes';
import { type ServerState, serverStateElementId } from '../src/site/server-state';
import type { ResolvedPage } from './page-meta';
import type { Preload } from './preload-links';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// JSON inside <script> must not be able to close the element.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const preloadTag = ({ href, as, crossorigin }: Preload) =>
  `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${crossorigin ? ` crossorigin="${crossorigin}"` : ''}>`;

export interface PageHead {
  canonicalUrl: string;
  /** so the shell registers the remotes without first fetching the config */
  runtimeConfig: RuntimeConfig;
  /** what the page will load once the shell runs, to fetch from the start */
  preloads: Preload[];
  /** the shell's server-rendered markup; empty to let the browser render the page alone */
  rootMarkup?: string;
  /** what the browser needs to hydrate a remote's page rendered into the markup */
  serverState?: ServerState;
  /** stylesheets the markup needs besides the shell's: a remote page's own */
  stylesheets?: string[];
}

/**
 * The shell's index.html with this page's title, description, canonical link, JSON-LD, the
 * runtime config, the preload links and the shell's server-rendered markup in its root.
 */
export function renderPageHtml(
  template: string,
  page: ResolvedPage,
  {
    canonicalUrl,
    runtimeConfig,
    preloads,
    rootMarkup = '',
    serverState,
    stylesheets = [],
  }: PageHead,
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
    `<script type="application/json" id="${runtimeConfigElementId}">${safeJson(runtimeConfig)}</script>`,
    serverState
      ? `<script type="application/json" id="${serverStateElementId}">${safeJson(serverState)}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // After the shell's own scripts and stylesheet, which the page needs first.
  return template
    .replace(/<title>[^<]*<\/title>/, () => tags)
    .replace(
      '</head>',
      () =>
        `${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')}${preloads
          .filter((preload) => !stylesheets.includes(preload.href))
          .map(preloadTag)
          .join('')}</head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${rootMarkup}</div>`);
}

import { describe, expect, it } from 'vitest';
import { renderPageHtml } from './page-html';
import { seedManifestUrls } from './runtime-config';

const template = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('renderPageHtml', () => {
  it("writes a title holding a replacement pattern ($') as it is", () => {
    const html = renderPageHtml(
      template,
      {
        status: 200,
        meta: { title: "Save $' on cover", description: 'd', keywords: [] },
        structuredData: [],
        path: '/',
        params: {},
      },
      {
        canonicalUrl: 'https://t.test/',
        runtimeConfig: { remotes: seedManifestUrls({}), site: { routes: [], homeSections: [] } },
        preloads: [],
      },
    );
    expect(html).toContain("<title>Save $' on cover</title>");
    expect(html.match(/<body>/g)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize-html';

describe('sanitizeContentHtml', () => {
  it('drops script and style elements with their content', () => {
    const out = sanitizeContentHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('drops event handler attributes', () => {
    const out = sanitizeContentHtml('<p onclick="x()">a</p><img src=x onerror="alert(1)">');
    expect(out).not.toMatch(/onclick|onerror|<img/i);
    expect(out).toBe('<p>a</p>');
  });

  it('drops javascript: and data: links but keeps the text', () => {
    const out = sanitizeContentHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a>',
    );
    expect(out).not.toMatch(/javascript|data:/i);
    expect(out).toBe('<a>a</a><a>b</a><a>c</a>');
  });

  it('keeps the allowed structure and marks external links noopener', () => {
    const html =
      '<h2>T</h2><ul><li><strong>x</strong></li></ul><a href="/compare">c</a><a href="https://x.org">e</a>';
    expect(sanitizeContentHtml(html)).toBe(
      '<h2>T</h2><ul><li><strong>x</strong></li></ul><a href="/compare">c</a><a href="https://x.org" rel="noopener noreferrer">e</a>',
    );
  });
});

import type { PageMeta } from '@termlens/contracts/site-pages';
import { useEffect } from 'react';

function setMeta(selector: string, attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

/**
 * Keeps the document's title, description and keywords in step with the page on screen.
 * The server writes the same values into the HTML of the first load.
 */
export function usePageMeta({ title, description, keywords }: PageMeta) {
  const keywordList = keywords.join(', ');
  useEffect(() => {
    document.title = title;
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[name="keywords"]', 'name', 'keywords', keywordList);
    setMeta('meta[property="og:title"]', 'property', 'og:title', title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = `${location.origin}${location.pathname}`;
  }, [title, description, keywordList]);
}

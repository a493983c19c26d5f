import { createHash } from 'node:crypto';

// On a page whose server-rendered markup is its content (home), the app's scripts are requested
// once that markup has painted, so on a slow phone they neither share the bandwidth of the first
// paint nor hold it back while they run. Elsewhere a remote paints the content, which needs the
// scripts at once, and the template's own deferred tags stay.
//
// Inline, so no request stands before the scripts; the CSP names its hash. It runs the listed
// scripts in order on the first contentful paint, or after 3 s if no paint is reported (a tab
// opened in the background, a browser without paint timing).
const loader =
  '(()=>{const m=document.currentScript,s=m.dataset.scripts.split(" ");let d=false;' +
  'const go=()=>{if(d)return;d=true;for(const src of s){const e=document.createElement("script");' +
  'e.src=src;e.async=false;document.head.append(e)}};' +
  'if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver(l=>' +
  '{if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});' +
  'setTimeout(go,3000)})()';

/** For the CSP's script-src: the only inline script the site runs. */
export const paintFirstLoaderHash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;

const deferredScript = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The template with its deferred script tags replaced by the loader, which requests the same
 * scripts after the first paint. A template without such tags is returned as it is.
 */
export function paintFirstTemplate(template: string): string {
  const sources = [...template.matchAll(deferredScript)].map((match) => match[1] as string);
  if (sources.length === 0) return template;
  const tag = `<script data-scripts="${sources.join(' ')}">${loader}</script>`;
  return template.replace(deferredScript, '').replace('</head>', () => `${tag}</head>`);
}

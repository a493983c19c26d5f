import { XMLParser } from 'fast-xml-parser';

export interface FeedItem {
  title: string;
  link: string;
  summary: string;
  publishedAt: Date | null;
  author: string | null;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Entities beyond the XML five are not expanded: no entity-expansion bombs from a feed.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

type Node = Record<string, unknown>;

/** Element text whether the parser gave a string, a number or `{ '#text': ... }`. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (value && typeof value === 'object') return text((value as Node)['#text']);
  return '';
}

function date(value: unknown): Date | null {
  const parsed = new Date(text(value));
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function rssItems(channel: Node): FeedItem[] {
  return ((channel.item as Node[] | undefined) ?? []).map((item) => ({
    title: text(item.title),
    link: text(item.link) || text(item.guid),
    summary: text(item.description) || text(item['content:encoded']),
    publishedAt: date(item.pubDate ?? item['dc:date']),
    author: text(item['dc:creator']) || text(item.author) || null,
  }));
}

/** Atom: the rel="alternate" link (the default rel), else the first link. */
function atomLink(links: unknown): string {
  const list = (Array.isArray(links) ? links : [links]) as Node[];
  const alternate = list.find((l) => l && (!l['@rel'] || l['@rel'] === 'alternate'));
  return text((alternate ?? list[0])?.['@href']);
}

function atomEntries(feed: Node): FeedItem[] {
  return ((feed.entry as Node[] | undefined) ?? []).map((entry) => ({
    title: text(entry.title),
    link: atomLink(entry.link),
    summary: text(entry.summary) || text(entry.content),
    publishedAt: date(entry.published ?? entry.updated),
    author: text((entry.author as Node | undefined)?.name) || null,
  }));
}

/** Items of an RSS 2.0 or Atom document; anything else is an error. */
export function parseFeed(xml: string): FeedItem[] {
  const doc = parser.parse(xml) as Node;
  const channel = (doc.rss as Node | undefined)?.channel as Node | undefined;
  if (channel) return rssItems(channel);
  const feed = doc.feed as Node | undefined;
  if (feed) return atomEntries(feed);
  throw new Error('not an RSS 2.0 or Atom feed');
}

import { createHmac, timingSafeEqual } from 'node:crypto';

export const mailingLists = ['course', 'newsletter'] as const;
export type MailingList = (typeof mailingLists)[number];

/** Marketing email kinds and the list each one unsubscribes from; other kinds are transactional. */
const kindLists: Record<string, MailingList> = {
  'course-lesson': 'course',
  newsletter: 'newsletter',
};

export function listForKind(kind: string): MailingList | undefined {
  return kindLists[kind];
}

function signature(secret: Buffer, list: MailingList, id: number): string {
  return createHmac('sha256', secret).update(`unsubscribe:${list}:${id}`).digest('base64url');
}

/** The link carries the subscriber id, not the address: no personal data in URLs. */
export function unsubscribeUrl(siteUrl: string, secret: Buffer, list: MailingList, id: number) {
  const query = new URLSearchParams({ list, id: String(id), sig: signature(secret, list, id) });
  return `${siteUrl.replace(/\/$/, '')}/api/unsubscribe?${query}`;
}

export function verifyUnsubscribe(secret: Buffer, list: MailingList, id: number, sig: string) {
  const expected = Buffer.from(signature(secret, list, id));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

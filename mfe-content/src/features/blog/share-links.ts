/** The article's share windows; Twitter also carries the title. */
export function shareLinks(pageUrl: string, title: string) {
  const url = encodeURIComponent(pageUrl);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    {
      network: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}`,
    },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  ];
}

/** Case-insensitive: every word of the search appears in one of the texts. */
export function matchesSearch(search: string, texts: readonly (string | null | undefined)[]) {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

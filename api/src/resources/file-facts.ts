// Listing facts computed from a built file, so the size and page count shown always match it.

/** Counts page objects: "/Type /Page" but not "/Type /Pages". */
export function countPdfPages(bytes: Uint8Array): number {
  return (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0
  );
}

/** '48 KB', '1.2 MB': rounded the way people read file sizes. */
export function formatFileSize(byteCount: number): string {
  if (byteCount < 1024) return `${byteCount} B`;
  if (byteCount < 1024 * 1024) return `${Math.max(1, Math.round(byteCount / 1024))} KB`;
  return `${(byteCount / (1024 * 1024)).toFixed(1)} MB`;
}

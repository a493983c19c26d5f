// Tiny PDF inspection helpers for the tests (no PDF parser dependency needed for these checks).
export function pdfText(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('latin1');
}

/** Counts page objects: "/Type /Page" but not "/Type /Pages". */
export function countPdfPages(bytes: Uint8Array): number {
  return pdfText(bytes).match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

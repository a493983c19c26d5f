// Tiny PDF inspection helpers for the tests (no PDF parser dependency needed for these checks).
export function pdfText(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('latin1');
}

export { countPdfPages } from '../file-facts';

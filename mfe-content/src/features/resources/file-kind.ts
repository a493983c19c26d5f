import type { BadgeTone } from '@termlens/shared-ui/components/badge';

export interface FileKind {
  label: string;
  tone: Extract<BadgeTone, 'red' | 'green' | 'blue'>;
}

/** Spec section 2: pdf red, excel/xlsx green, anything else blue. */
export function fileKind(fileType: string): FileKind {
  const type = fileType.toLowerCase();
  if (type === 'pdf') return { label: 'PDF', tone: 'red' };
  if (type === 'xlsx' || type === 'excel' || type === 'xls')
    return { label: 'Excel', tone: 'green' };
  return { label: type.toUpperCase() || 'File', tone: 'blue' };
}

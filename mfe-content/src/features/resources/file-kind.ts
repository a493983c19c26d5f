import type { BadgeTone } from '@termlens/shared-ui/components/badge';

export interface FileKind {
  label: string;
  tone: Extract<BadgeTone, 'red' | 'green' | 'blue'>;
}

/** pdf red, excel/xlsx green, anything else blue: the colours readers know these files by. */
export function fileKind(fileType: string): FileKind {
  const type = fileType.toLowerCase();
  if (type === 'pdf') return { label: 'PDF', tone: 'red' };
  if (type === 'xlsx' || type === 'excel' || type === 'xls')
    return { label: 'Excel', tone: 'green' };
  return { label: type.toUpperCase() || 'File', tone: 'blue' };
}

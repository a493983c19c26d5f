import { describe, expect, it } from 'vitest';
import { fileKind } from './file-kind';

describe('fileKind', () => {
  it('colours pdf red, excel and xlsx green and anything else blue', () => {
    expect(fileKind('pdf')).toEqual({ label: 'PDF', tone: 'red' });
    expect(fileKind('XLSX').tone).toBe('green');
    expect(fileKind('excel').tone).toBe('green');
    expect(fileKind('docx')).toEqual({ label: 'DOCX', tone: 'blue' });
  });
});

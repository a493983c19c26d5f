import { describe, expect, it } from 'vitest';
import { findResourceFile, resourceFiles, resourceSeeds } from './resource-files';

describe('resource files registry', () => {
  it('lists the four resources with matching seeds', () => {
    expect(resourceFiles.map((f) => f.key)).toEqual([
      'term-life-buyers-checklist',
      'coverage-needs-worksheet',
      'term-life-glossary',
      'quote-comparison-sheet',
    ]);
    expect(resourceSeeds.map((s) => s.key)).toEqual(resourceFiles.map((f) => f.key));
    for (const seed of resourceSeeds) {
      expect(seed.title.length).toBeGreaterThan(5);
      expect(seed.description.length).toBeGreaterThan(50);
      expect(seed.category.length).toBeGreaterThan(0);
    }
  });

  it('has consistent filenames and content types', () => {
    for (const file of resourceFiles) {
      expect(file.filename.endsWith(`.${file.fileType}`)).toBe(true);
      expect(file.contentType).toBe(
        file.fileType === 'pdf'
          ? 'application/pdf'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
    }
  });

  it('finds files by key', () => {
    expect(findResourceFile('term-life-glossary')?.fileType).toBe('pdf');
    expect(findResourceFile('nope')).toBeUndefined();
  });

  it('builds every file with the right signature', async () => {
    for (const file of resourceFiles) {
      const bytes = await file.build();
      const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
      if (file.fileType === 'pdf') expect(head).toBe('%PDF-');
      else expect(head.startsWith('PK\x03\x04')).toBe(true);
    }
  });
});

import { countPdfPages, formatFileSize } from './file-facts';
import { resourceBytes } from './resource-bytes';
import { findResourceFile, resourceSeeds } from './resource-files';

/** Where the signed file route serves a resource; the key is the last segment. */
export const RESOURCE_FILES_PATH = '/api/resources/files/';

/** The download_resources rows for the seeded library, with size and pages read from the files. */
export async function resourceRows() {
  return Promise.all(
    resourceSeeds.map(async (seed) => {
      const file = findResourceFile(seed.key);
      if (!file) throw new Error(`resource seed ${seed.key} has no file`);
      const bytes = await resourceBytes(file);
      return {
        title: seed.title,
        description: seed.description,
        category: seed.category,
        fileUrl: `${RESOURCE_FILES_PATH}${seed.key}`,
        fileType: file.fileType,
        fileSize: formatFileSize(bytes.byteLength),
        pages: file.fileType === 'pdf' ? countPdfPages(bytes) : null,
      };
    }),
  );
}

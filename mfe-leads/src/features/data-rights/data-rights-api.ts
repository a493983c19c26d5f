import type { ApiRequest } from '@termlens/contracts/api-endpoints';
import { apiCall } from '@termlens/shared-ui/lib/api-client';
import { readFileBase64 } from './read-file-base64';

type DataRequestBody = ApiRequest<'POST /api/data-requests'>['body'];

/** The request with its identity document, if one was chosen, read into the body. */
export async function sendDataRequest({
  fields,
  file,
}: {
  fields: Omit<DataRequestBody, 'verificationDocument'>;
  file: File | null;
}) {
  const verificationDocument = file
    ? { name: file.name, type: file.type, data: await readFileBase64(file) }
    : undefined;
  return apiCall('POST /api/data-requests', { body: { ...fields, verificationDocument } });
}

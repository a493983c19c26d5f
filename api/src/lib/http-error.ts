import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is safe to show: it becomes the JSON body `{ error, fields? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A JSON POST the way a browser sends one, with Content-Length (public POSTs require it). */
export function postJson(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const json = JSON.stringify(body);
  return app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(json)),
      ...headers,
    },
    body: json,
  });
}

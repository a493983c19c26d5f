import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, isNotFound } from './api-client';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubFetch>) => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init };
};

describe('apiCall', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('encodes each path parameter into the pattern', async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    await apiCall('GET /api/blog/:slug', { params: { slug: 'a b/ü?#' } });
    expect(sent(fetchMock).url).toBe('/api/blog/a%20b%2F%C3%BC%3F%23');
    await apiCall('PATCH /api/admin/data-requests/:id', {
      params: { id: 7 },
      body: { status: 'verifying' },
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/admin/data-requests/7');
  });

  it('builds the query from the given values only, in the order given', async () => {
    const fetchMock = stubFetch(() => Response.json({ quotes: [], excluded: [] }));
    await apiCall('GET /api/quotes', {
      query: { age: '30', coverage: '', term: undefined, smoker: false, sex: 'male' },
    });
    expect(sent(fetchMock).url).toBe('/api/quotes?age=30&smoker=false&sex=male');
    await apiCall('GET /api/admin/leads', { query: { page: 2, q: 'a&b=c' } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/admin/leads?page=2&q=a%26b%3Dc');
    await apiCall('GET /api/news', { query: { category: undefined } });
    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/news');
  });

  it('sends cookies, and a body as JSON with its content type', async () => {
    const fetchMock = stubFetch(() => Response.json({ created: true }, { status: 201 }));
    const answer = await apiCall('POST /api/newsletter', { body: { email: 'a@b.co' } });
    expect(answer).toEqual({ created: true });
    expect(sent(fetchMock)).toEqual({
      url: '/api/newsletter',
      init: {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: '{"email":"a@b.co"}',
        signal: undefined,
      },
    });
  });

  it('sends no body and no content type without one, and passes the abort signal', async () => {
    const fetchMock = stubFetch(() => Response.json([]));
    const { signal } = new AbortController();
    await apiCall('GET /api/resources', { signal });
    expect(sent(fetchMock).init).toEqual({
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: undefined,
      signal,
    });
  });

  it('answers undefined for 204 No Content', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiCall('DELETE /api/admin/session')).resolves.toBeUndefined();
    expect(sent(fetchMock).init?.method).toBe('DELETE');
  });

  it('throws the status with the API error and its field messages', async () => {
    stubFetch(() =>
      Response.json(
        { error: 'Please check the form', fields: { email: 'Email is required' } },
        { status: 400 },
      ),
    );
    const error = await apiCall('POST /api/contact', {
      body: { name: 'A', email: '', subject: 'S', message: 'M' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: '400: Please check the form',
      fields: { email: 'Email is required' },
    });
    expect(isNotFound(error)).toBe(false);
  });

  it('keeps a body that is not JSON as the message, or the status text without a body', async () => {
    stubFetch(() => new Response('upstream down', { status: 502 }));
    await expect(apiCall('GET /api/resources')).rejects.toMatchObject({
      message: '502: upstream down',
      fields: {},
    });
    stubFetch(() => new Response(null, { status: 404, statusText: 'Not Found' }));
    const error = await apiCall('GET /api/news/:id', { params: { id: '9' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 404, message: '404: Not Found' });
    expect(isNotFound(error)).toBe(true);
  });
});

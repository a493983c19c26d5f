import { vi } from 'vitest';

/** Stubs fetch with one that waits for `answer`, so a test sees the form while it sends. */
export function holdFetch() {
  let answer: (response: Response) => void = () => {};
  const fetchMock = vi.fn(
    (_url: string, _init: RequestInit) =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    answer: (response: Response) => answer(response),
    /** the first request's URL and JSON body */
    sent: () => {
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      return { url, body: JSON.parse(String(init?.body)) };
    },
  };
}

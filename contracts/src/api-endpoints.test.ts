import { describe, expectTypeOf, it } from 'vitest';
import type { ApiEndpoint, ApiEndpoints } from './api-endpoints';

/** The `:name` parameters of a path pattern. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type DeclaredParams<E extends ApiEndpoint> = ApiEndpoints[E] extends { params: infer P }
  ? keyof P
  : never;

// Checked by the type checker (pnpm typecheck): a parameter the path names but the entry does
// not would reach the API as the text "undefined".
describe('the endpoint table', () => {
  it('gives each endpoint exactly the parameters its path names', () => {
    expectTypeOf<{ [E in ApiEndpoint]: DeclaredParams<E> }>().toEqualTypeOf<{
      [E in ApiEndpoint]: PathParamNames<E>;
    }>();
  });
});

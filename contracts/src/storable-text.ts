import './zod-csp';
import { z } from 'zod';

// Rules every contract shares for what a client sends, so no route can forget one.

// PostgreSQL text and jsonb cannot hold NUL, and a lone surrogate half is not valid UTF-8 (it
// would be stored as U+FFFD, not as sent). Found by fuzzing: both used to end in a 500.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isStorableText = (value: string) =>
  !value.includes('\0') && !LONE_SURROGATE.test(value);
export const UNSTORABLE_MESSAGE = 'Please remove characters we cannot store';

/**
 * A string the database can store and compare byte for byte: every text field, query value and
 * path parameter that reaches SQL starts from this instead of `z.string()`.
 */
export const storableText = (
  params?: Parameters<typeof z.string>[0],
  message = UNSTORABLE_MESSAGE,
) => z.string(params).refine(isStorableText, message);

// PostgreSQL `integer`/`serial`: a larger id would make the query itself fail.
const MAX_ROW_ID = 2_147_483_647;

/** A row id from a path or query string: a whole number a serial column can hold. */
export const rowId = () => z.coerce.number().int().min(1).max(MAX_ROW_ID);

export const rowIdParam = z.object({ id: rowId() });

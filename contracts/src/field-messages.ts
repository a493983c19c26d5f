/**
 * One message per top-level field, the first zod reports; form-level issues go under `_`.
 * The API answers these as `fields`, and the forms show the same messages.
 */
export function fieldMessages(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

import type { LogFields } from './logger';

/**
 * What a log may say about an error: its classes, code, constraint, table and the line that
 * threw. Never its message: a database driver's message quotes the failed query's parameters
 * (a lead's name and email, a whole uploaded file), and an SMTP or HTTP message can quote an
 * address or a URL with a token.
 */
export function errorFacts(error: unknown): LogFields {
  const classes: string[] = [];
  const facts: LogFields = {};
  let depth = 0;
  for (let e: unknown = error; e !== null && e !== undefined && depth < 5; depth++) {
    if (typeof e !== 'object') {
      classes.push(typeof e);
      break;
    }
    const fields = e as Record<string, unknown>;
    // An error from another realm (a remote's server code runs in a context of its own) is no
    // instance of this realm's Error, yet has the same name and stack.
    const isError =
      e instanceof Error || (typeof fields.name === 'string' && typeof fields.stack === 'string');
    classes.push(isError ? String(fields.name) : (e.constructor?.name ?? 'object'));
    facts.code ??= textField(fields.code);
    // postgres.js names them constraint_name and table_name; PGlite constraint and table.
    facts.constraint ??= textField(fields.constraint_name) ?? textField(fields.constraint);
    facts.table ??= textField(fields.table_name) ?? textField(fields.table);
    facts.at ??= isError ? firstFrame(fields.stack as string) : undefined;
    e = fields.cause;
  }
  return { errorClass: classes.join(' < '), ...facts };
}

/** Codes and names are short identifiers; anything longer is not one and is left out. */
function textField(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && /^[\w.$-]{1,63}$/.test(value) ? value : undefined;
}

/**
 * The first `at …` line of a stack in the site's own code, else the first at all (the message
 * lines before the frames can span many lines, and a driver's own frames say little).
 */
function firstFrame(stack: string | undefined): string | undefined {
  const frames = stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  const frame = frames.find((line) => !line.includes('node_modules')) ?? frames[0];
  return frame?.trim().slice(3, 300);
}

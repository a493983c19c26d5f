export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** No field may grow a line without bound, whatever a caller passes (a URL, a feed's name). */
export const MAX_LOG_FIELD_CHARS = 500;

const capped = (value: LogFields[string]) =>
  typeof value === 'string' && value.length > MAX_LOG_FIELD_CHARS
    ? `${value.slice(0, MAX_LOG_FIELD_CHARS)}…`
    : value;

/** One JSON line per event. Callers pass ids and counts, never personal data. */
export function createLogger(
  level: LogLevel,
  base: LogFields = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (order[at] < order[level]) return;
    const entry: LogFields = { time: new Date().toISOString(), level: at, msg, ...base, ...fields };
    for (const key of Object.keys(entry)) entry[key] = capped(entry[key]);
    write(JSON.stringify(entry));
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}

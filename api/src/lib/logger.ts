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

/**
 * One JSON line per event. Callers pass ids and counts, never personal data. A child (one per
 * request) only holds its parent and its own fields: they are merged when a line is written, so
 * a request whose lines are all below the level costs one small object.
 */
class JsonLinesLogger implements Logger {
  constructor(
    private readonly level: LogLevel,
    private readonly write: (line: string) => void,
    private readonly base: LogFields,
    private readonly parent?: JsonLinesLogger,
  ) {}

  debug(msg: string, fields?: LogFields): void {
    this.emit('debug', msg, fields);
  }

  info(msg: string, fields?: LogFields): void {
    this.emit('info', msg, fields);
  }

  warn(msg: string, fields?: LogFields): void {
    this.emit('warn', msg, fields);
  }

  error(msg: string, fields?: LogFields): void {
    this.emit('error', msg, fields);
  }

  child(fields: LogFields): Logger {
    return new JsonLinesLogger(this.level, this.write, fields, this);
  }

  private fields(): LogFields {
    return this.parent ? { ...this.parent.fields(), ...this.base } : this.base;
  }

  private emit(at: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields): void {
    if (order[at] < order[this.level]) return;
    const entry: LogFields = {
      time: new Date().toISOString(),
      level: at,
      msg,
      ...this.fields(),
      ...fields,
    };
    for (const key of Object.keys(entry)) entry[key] = capped(entry[key]);
    this.write(JSON.stringify(entry));
  }
}

export function createLogger(
  level: LogLevel,
  base: LogFields = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  return new JsonLinesLogger(level, write, base);
}

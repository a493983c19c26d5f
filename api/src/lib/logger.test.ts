import { describe, expect, it } from 'vitest';
import { createLogger, MAX_LOG_FIELD_CHARS } from './logger';

const collect = (level: Parameters<typeof createLogger>[0]) => {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(level, { service: 'test' }, (line) => lines.push(JSON.parse(line)));
  return { lines, log };
};

describe('createLogger', () => {
  it('writes one JSON line per event at or above its level', () => {
    const { lines, log } = collect('info');
    log.debug('hidden');
    log.info('shown', { count: 2 });
    log.error('also shown');
    expect(lines.map(({ time, ...line }) => line)).toEqual([
      { level: 'info', msg: 'shown', service: 'test', count: 2 },
      { level: 'error', msg: 'also shown', service: 'test' },
    ]);
    expect(Number.isNaN(Date.parse(String(lines[0]?.time)))).toBe(false);
  });

  it("gives a child's lines its ancestors' fields and its own, the nearest winning", () => {
    const { lines, log } = collect('debug');
    const request = log.child({ requestId: 'r1', step: 'outer' });
    request.child({ step: 'inner' }).warn('nested', { extra: true });
    log.info('parent unchanged');
    expect(lines.map(({ time, ...line }) => line)).toEqual([
      {
        level: 'warn',
        msg: 'nested',
        service: 'test',
        requestId: 'r1',
        step: 'inner',
        extra: true,
      },
      { level: 'info', msg: 'parent unchanged', service: 'test' },
    ]);
  });

  it('caps every text field and writes nothing when silent', () => {
    const { lines, log } = collect('info');
    log.child({ url: 'x'.repeat(2000) }).info('long');
    expect(String(lines[0]?.url)).toHaveLength(MAX_LOG_FIELD_CHARS + 1);
    const silent = collect('silent');
    silent.log.error('never');
    expect(silent.lines).toEqual([]);
  });
});

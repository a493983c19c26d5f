import { describe, expect, it } from 'vitest';
import { GroupedWrites } from './grouped-writes';

/** A write whose answer the test gives when it wants, recording what each write carried. */
function heldWrites() {
  const writes: { items: number[]; finish(): void; fail(error: Error): void }[] = [];
  const write = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      writes.push({
        items,
        finish: () => resolve(items.map((item) => item * 10)),
        fail: reject,
      });
    });
  return { writes, write };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupedWrites', () => {
  it('sends each item at once while fewer writes than the limit are under way', async () => {
    const { writes, write } = heldWrites();
    const group = new GroupedWrites(write, { maxInFlight: 2, maxBatch: 10 });
    const answers = [group.add(1), group.add(2)];
    expect(writes.map((w) => w.items)).toEqual([[1], [2]]);
    for (const w of writes) w.finish();
    expect(await Promise.all(answers)).toEqual([10, 20]);
  });

  it('sends the items that waited together, in arrival order, up to the largest batch', async () => {
    const { writes, write } = heldWrites();
    const group = new GroupedWrites(write, { maxInFlight: 1, maxBatch: 3 });
    const answers = [1, 2, 3, 4, 5, 6].map((item) => group.add(item));
    expect(writes.map((w) => w.items)).toEqual([[1]]);
    writes[0]?.finish();
    await settle();
    expect(writes.map((w) => w.items)).toEqual([[1], [2, 3, 4]]);
    writes[1]?.finish();
    await settle();
    expect(writes.map((w) => w.items)).toEqual([[1], [2, 3, 4], [5, 6]]);
    writes[2]?.finish();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('writes each item of a failed batch again alone, so only the faulty one fails', async () => {
    const written: number[][] = [];
    const group = new GroupedWrites(
      async (items: number[]) => {
        written.push(items);
        // The first write holds the way until the rest have queued behind it.
        if (written.length === 1) await settle();
        if (items.includes(13)) throw new Error('13 does not fit');
        return items.map((item) => item * 10);
      },
      { maxInFlight: 1, maxBatch: 10 },
    );
    const answers = await Promise.allSettled([1, 12, 13, 14].map((item) => group.add(item)));
    expect(written).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : String(a.reason)))).toEqual([
      10,
      120,
      'Error: 13 does not fit',
      140,
    ]);
  });
});

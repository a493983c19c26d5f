export interface GroupedWritesOptions {
  /** writes sent at once; the ones that arrive meanwhile wait and go together */
  maxInFlight: number;
  /** the most items in one write */
  maxBatch: number;
}

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * Group commit: an item is written at once while fewer than `maxInFlight` writes are under way;
 * past that, items wait and the next write takes all of them (up to `maxBatch`). Under light load
 * each item goes alone, with no added wait; under heavy load the database commits many in one
 * transaction instead of one each. `write` answers each item's result, in order. When a write of
 * several fails, each is written again alone, so one item's fault fails only that item.
 */
export class GroupedWrites<T, R> {
  private readonly waiting: Waiting<T, R>[] = [];
  private inFlight = 0;

  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly options: GroupedWritesOptions,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.sendWaiting();
    });
  }

  private sendWaiting(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        this.sendWaiting();
      });
    }
  }

  private async send(batch: Waiting<T, R>[]): Promise<void> {
    try {
      const results = await this.write(batch.map((waiting) => waiting.item));
      for (const [i, waiting] of batch.entries()) waiting.resolve(results[i] as R);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // The whole transaction was rolled back: nothing of it is stored, so each may go again.
      await Promise.all(
        batch.map((waiting) =>
          this.write([waiting.item]).then(
            ([result]) => waiting.resolve(result as R),
            waiting.reject,
          ),
        ),
      );
    }
  }
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sharedSignals } from '../../db/schema';

/**
 * An admin action every instance must follow (Clear Cache restarts the OCR engine): the instance
 * that handles it raises the signal in the database; the others see a newer raisedAt the next
 * time they are about to use what it concerns, and act then.
 */
export class SharedSignal {
  /** Raises up to this time are already acted on here: engines are as new as the process. */
  private seen = performance.timeOrigin;

  constructor(
    private readonly db: Db,
    private readonly name: string,
  ) {}

  /** Raises the signal for every other instance (this one has just acted on it). */
  async raise(): Promise<void> {
    const [row] = await this.db
      .insert(sharedSignals)
      .values({ name: this.name })
      .onConflictDoUpdate({ target: sharedSignals.name, set: { raisedAt: sql`clock_timestamp()` } })
      .returning({ raisedAt: sharedSignals.raisedAt });
    this.seen = Math.max(this.seen, row.raisedAt.getTime());
  }

  /** True once for each raise another instance made since this one last acted. */
  async consume(): Promise<boolean> {
    const [row] = await this.db.select({ raisedAt: sharedSignals.raisedAt }).from(sharedSignals).where(eq(sharedSignals.name, this.name));
    const raisedAt = row?.raisedAt.getTime() ?? 0;
    if (raisedAt <= this.seen) return false;
    this.seen = raisedAt;
    return true;
  }
}

const ocrSignals = new WeakMap<object, SharedSignal>();

/** The OCR reset signal as seen by the instance owning this engine. */
export function ocrResetSignal(engine: object, db: Db): SharedSignal {
  let signal = ocrSignals.get(engine);
  if (!signal) {
    signal = new SharedSignal(db, 'ocr.reset');
    ocrSignals.set(engine, signal);
  }
  return signal;
}

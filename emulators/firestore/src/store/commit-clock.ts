// Commit times: microsecond precision (Firestore's), strictly increasing so every write has its own version.
import { formatTimestamp, microsToTimestamp, type Timestamp } from '../model/timestamps.js';

export interface CommitTime {
  timestamp: Timestamp;
  text: string;
}

function nowMicros(): bigint {
  return BigInt(Math.floor((performance.timeOrigin + performance.now()) * 1000));
}

export class CommitClock {
  private lastMicros = 0n;

  next(): CommitTime {
    const now = nowMicros();
    this.lastMicros = now > this.lastMicros ? now : this.lastMicros + 1n;
    const timestamp = microsToTimestamp(this.lastMicros);
    return { timestamp, text: formatTimestamp(timestamp) };
  }

  /** Now in microseconds. */
  nowMicros(): bigint {
    return nowMicros();
  }

  /**
   * A read time in microseconds: now, never before the last commit. Later commits get a later time,
   * so a read at this time (a snapshot, or a readTime a client sends back) never sees them.
   */
  readMicros(): bigint {
    const now = nowMicros();
    if (now > this.lastMicros) this.lastMicros = now;
    return this.lastMicros;
  }

  /** Now, for request.time of reads. */
  now(): Timestamp {
    return microsToTimestamp(nowMicros());
  }

  /** A read time: readMicros() as a timestamp. */
  readTime(): string {
    return formatTimestamp(microsToTimestamp(this.readMicros()));
  }

  /** After an import, commit times must stay above the imported documents' update times. */
  advancePast(micros: bigint): void {
    if (micros > this.lastMicros) this.lastMicros = micros;
  }
}

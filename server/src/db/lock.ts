import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite takes no lock of its own and two processes on one data dir corrupt it, so the server
 * holds an exclusive pid file in the data dir for its lifetime. A lock left by a process that no
 * longer runs (crash, kill -9) is taken over; a live holder is refused.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another Stepwise server (pid ${holderPid}). ` +
        'Stop that server first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE_NAME = 'server.lock';

/** Lock files this process holds, so a pid file naming our own pid is known to be live or stale. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): { pid: number; host: string } | undefined {
  try {
    const [pid, host] = readFileSync(file, 'utf8').split('\n');
    const n = Number(pid);
    return Number.isInteger(n) && n > 0 ? { pid: n, host: host ?? '' } : undefined;
  } catch {
    return undefined;
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n${os.hostname()}\n`);
      closeSync(fd);
      heldHere.add(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
          rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      const live =
        holder !== undefined &&
        holder.host === os.hostname() &&
        (holder.pid === process.pid ? heldHere.has(file) : isAlive(holder.pid));
      // Another host's pid cannot be checked from here: treat it as live rather than risk corruption.
      const otherHost = holder !== undefined && holder.host !== os.hostname();
      if (holder && (live || otherHost)) throw new DataDirLockedError(dataDir, holder.pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './lock';

describe('data directory lock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stepwise-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second opener with a clear message naming the holder', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`already in use by another Stepwise server \\(pid ${process.pid}\\)`));
    lock.release();
    lockDataDir(dir).release();
  });

  it('refuses a lock held by another live process', () => {
    const dir = tempDir();
    // The parent of this test process is alive for the whole test.
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${process.ppid}\n${os.hostname()}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a process that has exited', () => {
    const dir = tempDir();
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(child.stdout.toString());
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${deadPid}\n${os.hostname()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toBe(`${process.pid}\n${os.hostname()}\n`);
    lock.release();
  });
});

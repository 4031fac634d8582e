import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Kept in the embedded database's folder while a process has it open. */
export const LOCK_FILE = 'vestora.lock';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

interface LockOwner {
  pid: number;
  command: string;
  since: string;
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readOwner = (file: string): LockOwner | undefined => {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number'
      ? { pid: owner.pid, command: String(owner.command ?? ''), since: String(owner.since ?? '') }
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Takes the folder for this process: a lock file created exclusively, naming our pid. A file left by a
 * process that is no longer running (killed, crashed) is taken over; one held by a live process is refused
 * with a message naming it, so that e.g. `npm run accrue` beside the running server stops instead of
 * writing the same files at the same time. Released on close and, as a last resort, when the process exits.
 */
export const acquireDataDirLock = (dataDir: string): { release(): void } => {
  const file = path.join(dataDir, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    command: process.argv
      .slice(1)
      .map((part) => path.basename(part))
      .join(' '),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        if (readOwner(file)?.pid === process.pid) unlinkSync(file);
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readOwner(file);
      if (holder && holder.pid !== process.pid && isRunning(holder.pid)) {
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is in use by another process (pid ${holder.pid}: ${holder.command}, ` +
            `since ${holder.since}). Only one process may open it at a time: stop that process first, or run ` +
            'this command on a PostgreSQL database (DATABASE_URL) shared by both.',
        );
      }
      if (holder?.pid === process.pid) {
        throw new DataDirInUseError(`The embedded database in ${dataDir} is already open in this process.`);
      }
      // Left behind by a process that is gone: take it over.
      unlinkSync(file);
    }
  }
  throw new DataDirInUseError(`Could not take the lock on the embedded database in ${dataDir}.`);
};

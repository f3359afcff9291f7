import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A data folder of the embedded database that another live process (or this one) holds. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | null,
  ) {
    super(
      `Папка встроенной базы данных ${dataDir} уже открыта другим процессом${ownerPid === null ? '' : ` (PID ${ownerPid})`}. ` +
        'Две программы на одной папке повредят базу. Остановите тот процесс (сервер или npm run seed) и повторите, ' +
        `либо укажите другую папку в DATA_DIR. Если такого процесса нет, удалите файл ${lockPathOf(dataDir)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** What the lock file says about its owner. */
interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** The lock sits beside the folder, not in it: PGlite owns everything inside. */
export function lockPathOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt) } : null;
  } catch {
    return null;
  }
}

/** Whether a process of this machine with that pid runs (EPERM: it runs under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isRecent(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs < 5000;
  } catch {
    return false;
  }
}

/** A held lock; release() removes the file (once, and only while it is still ours). */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/**
 * Takes the data folder of the embedded database for this process: PGlite does not lock it itself,
 * and two processes on one folder corrupt it. The lock file `<dataDir>.lock` names the owner's pid;
 * a lock of a process that is gone (killed, crashed) is taken over, a live owner's — this process
 * included — throws {@link DataDirLockedError}. The file is removed on release and, should the
 * process end without closing the database, on exit.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = lockPathOf(dataDir);
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const mine: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(mine), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        throw new DataDirLockedError(path.resolve(dataDir), readOwner(lockPath)?.pid ?? null);
      }
      const owner = readOwner(lockPath);
      // Another machine's pid means nothing here: its lock (a shared folder) is respected.
      if (owner && (owner.host !== mine.host || isAlive(owner.pid))) throw new DataDirLockedError(path.resolve(dataDir), owner.pid);
      // An unreadable file that is seconds old may be a lock being written right now.
      if (!owner && isRecent(lockPath)) throw new DataDirLockedError(path.resolve(dataDir), null);
      // The owner is gone (or left garbage long ago): take the lock over. If two processes race for it,
      // the exclusive create lets one win and the other sees a live owner on its second try.
      fs.rmSync(lockPath, { force: true });
    }
  }
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return { path: lockPath, release };
}

/**
 * PGlite's data directory must never be opened by two processes: the opener records itself in `owner.json`
 * (atomically), and a command-line run finding a live server sends its work there (scripts/league.ts).
 * A process number alone proves nothing once its process has died (the number is given to the next
 * process), so the record also holds when the process started, as the kernel counts it: a live process
 * with the same number but another start is not the owner, and its record is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

/** `started`: the process's start (lib/db/owner.ts processStart), absent where the system does not say. */
export type Owner = { pid: number; role: 'server' | 'cli'; url?: string; token?: string; started?: string };

export function ownerFile(dataDir: string): string {
  return path.join(dataDir, 'owner.json');
}

/**
 * When process `pid` started: the boot's id and the start time in clock ticks since boot (Linux's
 * /proc), which no two processes share; null where /proc does not say (another system, or no such process).
 */
export function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in brackets and may hold spaces: the start is field 22.
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return ticks ? `${boot}:${ticks}` : null;
  } catch {
    return null;
  }
}

/** Whether a process runs under this number; one of another user (EPERM) cannot hold a folder only we can read. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the recorded process is still the one running under its number. */
function isOwnerAlive(owner: Owner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || !running(owner.pid)) return false;
  const now = processStart(owner.pid);
  // Where the system cannot say when a process started, the number is all there is to go on.
  return owner.started && now ? owner.started === now : !owner.started || now === null;
}

function readOwner(file: string): Owner | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Owner;
  } catch {
    return null;
  }
}

/** The live owner of the store, if another process holds it. */
export function readLiveOwner(dataDir: string): Owner | null {
  const owner = readOwner(ownerFile(dataDir));
  return owner && owner.pid !== process.pid && isOwnerAlive(owner) ? owner : null;
}

export class StoreBusyError extends Error {
  constructor(readonly owner: Owner) {
    super(`The data store in use by another process (pid ${owner.pid}, ${owner.role}).`);
  }
}

/** Claims the data directory (StoreBusyError while another live process holds it); returns the release. */
export function claimStore(
  dataDir: string,
  role: Owner['role'],
  url?: string,
): { owner: Owner; release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = ownerFile(dataDir);
  const started = processStart(process.pid) ?? undefined;
  const me: Owner = {
    pid: process.pid,
    role,
    url,
    token: role === 'server' ? crypto.randomBytes(24).toString('base64url') : undefined,
    started,
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      const release = () => {
        const current = readOwner(file);
        if (current?.pid === process.pid && current.token === me.token) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return { owner: me, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLiveOwner(dataDir);
      if (owner) throw new StoreBusyError(owner);
      // This very process's own record (it claimed the store before) is kept; one left under its number by an earlier process is not.
      const mine = readOwner(file);
      if (mine?.pid === process.pid && mine.started === started)
        return { owner: mine, release: () => undefined };
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not claim ${file}`);
}

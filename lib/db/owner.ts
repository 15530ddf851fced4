/**
 * PGlite's data directory must never be opened by two processes: the opener records itself in `owner.json`
 * (atomically), and a command-line run finding a live server sends its work there (scripts/league.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export type Owner = { pid: number; role: 'server' | 'cli'; url?: string; token?: string };

export function ownerFile(dataDir: string): string {
  return path.join(dataDir, 'owner.json');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live owner of the store, if another process holds it. */
export function readLiveOwner(dataDir: string): Owner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8')) as Owner;
    return owner.pid !== process.pid && alive(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

export class StoreBusyError extends Error {
  constructor(readonly owner: Owner) {
    super(`The data store in use by another process (pid ${owner.pid}, ${owner.role}).`);
  }
}

/** Claims the data directory (StoreBusyError while another live process holds it); returns the release. */
export function claimStore(dataDir: string, role: Owner['role'], url?: string): { owner: Owner; release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = ownerFile(dataDir);
  const me: Owner = { pid: process.pid, role, url, token: role === 'server' ? crypto.randomBytes(24).toString('base64url') : undefined };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      const release = () => {
        try {
          const current = JSON.parse(fs.readFileSync(file, 'utf8')) as Owner;
          if (current.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return { owner: me, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLiveOwner(dataDir);
      if (owner) throw new StoreBusyError(owner);
      try {
        const stale = JSON.parse(fs.readFileSync(file, 'utf8')) as Owner;
        if (stale.pid === process.pid) return { owner: stale, release: () => undefined };
      } catch {
        // unreadable: treat as stale
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not claim ${file}`);
}

/**
 * The owner record of the data folder against real processes: a live process that took a dead
 * owner's number does not hold the store, the owner itself does, and a killed owner's record is stale.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { StoreBusyError, claimStore, ownerFile, processStart, readLiveOwner, type Owner } from './owner';

let dir: string;
const children: ChildProcess[] = [];

/** A live process of ours, started. */
async function liveProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

/** A server's record in the data folder, under `pid`, started at `started` (that process's own start by default). */
const writeRecord = (pid: number, started = processStart(pid)!) =>
  fs.writeFileSync(
    ownerFile(dir),
    JSON.stringify({ pid, role: 'server', url: 'http://127.0.0.1:1', token: 'old', started } satisfies Owner),
    { mode: 0o600 },
  );

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the owner record', () => {
  it('records when the process started', () => {
    const { owner, release } = claimStore(dir, 'cli');
    expect(owner.started).toBe(processStart(process.pid));
    expect(owner.started).toMatch(/^[0-9a-f-]+:\d+$/);
    release();
    expect(fs.existsSync(ownerFile(dir))).toBe(false);
  });

  it('of a live process that is the owner holds the store', async () => {
    const child = await liveProcess();
    writeRecord(child.pid!);
    expect(readLiveOwner(dir)?.pid).toBe(child.pid);
    expect(() => claimStore(dir, 'cli')).toThrow(StoreBusyError);
  });

  it('whose number a live process has taken since is stale: the store is claimed', async () => {
    const child = await liveProcess();
    // The dead server's record, with the number the live process now has.
    writeRecord(child.pid!, `${processStart(child.pid!)!.split(':')[0]}:1`);
    expect(readLiveOwner(dir)).toBeNull();
    const { owner, release } = claimStore(dir, 'cli');
    expect(owner.pid).toBe(process.pid);
    release();
  });

  it("left under this process's own number by an earlier process is replaced", () => {
    writeRecord(process.pid, 'another-boot:1');
    const { owner, release } = claimStore(dir, 'server', 'http://127.0.0.1:2');
    expect(owner.token).not.toBe('old');
    expect(JSON.parse(fs.readFileSync(ownerFile(dir), 'utf8')).token).toBe(owner.token);
    release();
  });

  it('of a killed process is stale', async () => {
    const child = await liveProcess();
    writeRecord(child.pid!);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(readLiveOwner(dir)).toBeNull();
    claimStore(dir, 'cli').release();
  });
});

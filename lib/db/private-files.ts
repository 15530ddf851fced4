/** The data folder holds coordinators' contact details (tables and WAL): server user only (0700/0600). */
import fs from 'node:fs';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';

/** New files and folders of this process: no access for group or others. */
export function privateUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot change it; the main thread's applies to them.
  }
}

/** Makes `dataDir` private: umask for what is created now, `chmod go-rwx` for what older versions left. */
export function keepPrivate(dataDir: string): void {
  privateUmask();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let refused = 0;
  const repair = (target: string) => {
    let names: string[] = [];
    try {
      const stat = fs.lstatSync(target);
      if (stat.isSymbolicLink()) return;
      if (stat.mode & 0o077) fs.chmodSync(target, stat.mode & 0o700);
      if (stat.isDirectory()) names = fs.readdirSync(target);
    } catch (error) {
      // Gone meanwhile, or another user's file: opening the store must not fail over it.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') refused += 1;
    }
    for (const name of names) repair(path.join(target, name));
  };
  repair(dataDir);
  if (refused)
    console.warn(`${refused} files in ${dataDir} could not be made private to this user (chmod go-rwx).`);
}

type NodeFsModule = {
  NODEFS?: {
    doSetAttr?: (
      target: unknown,
      node: unknown,
      attr: unknown,
      chmod: (file: unknown, mode: number) => void,
      ...rest: unknown[]
    ) => void;
  };
};

/**
 * PGlite's Emscripten layer chmods each file 0666 whatever the umask, so its chmod is narrowed to the owner's
 * bits (`keepPrivate` repairs files at the next open should an upgrade change this).
 */
export async function privateNodeFs(dir: string): Promise<NonNullable<PGliteOptions['fs']>> {
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  class PrivateNodeFS extends NodeFS {
    override async init(...args: Parameters<InstanceType<typeof NodeFS>['init']>) {
      const { emscriptenOpts } = await super.init(...args);
      const narrow = (module: NodeFsModule) => {
        const nodefs = module.NODEFS;
        const setAttr = nodefs?.doSetAttr;
        if (!nodefs || !setAttr) return;
        nodefs.doSetAttr = (target, node, attr, chmod, ...rest) =>
          setAttr.call(
            nodefs,
            target,
            node,
            attr,
            (file: unknown, mode: number) => chmod(file, mode & ~0o077),
            ...rest,
          );
      };
      return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), narrow] } };
    }
  }
  return new PrivateNodeFS(dir);
}

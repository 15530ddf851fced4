/**
 * Loaded into the server by scripts/anonymous-traffic.mjs (`node --expose-gc --import` this file): when the
 * test asks over the IPC channel, collects garbage and answers with the heap in use, or writes a heap
 * snapshot to the file named. Without an IPC channel it does nothing.
 */
import v8 from 'node:v8';

if (process.send && typeof globalThis.gc === 'function') {
  process.on('message', (message) => {
    if (message === 'heap') {
      // Twice: the first collection can leave objects whose finalisers free more.
      globalThis.gc();
      globalThis.gc();
      // What the page cache holds (lib/cache/page-cache-handler.mjs): its fill explains the heap's moves.
      const cache = globalThis.__leaguePageCache?.entries;
      process.send({
        heapUsed: process.memoryUsage().heapUsed,
        pageCache: { entries: cache?.size ?? 0, bytes: cache?.calculatedSize ?? 0 },
      });
    } else if (typeof message?.snapshot === 'string') {
      globalThis.gc();
      process.send({ snapshot: v8.writeHeapSnapshot(message.snapshot) });
    }
  });
  // The channel must not keep a stopped server alive.
  process.channel?.unref();
}

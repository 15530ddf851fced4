/**
 * Loaded into the server by scripts/memory-flood.mjs (`node --expose-gc --import` this file): when the
 * test asks over the IPC channel, collects garbage and answers with the heap in use. Without an IPC
 * channel it does nothing.
 */
if (process.send && typeof globalThis.gc === 'function') {
  process.on('message', (message) => {
    if (message !== 'heap') return;
    // Twice: the first collection can leave objects whose finalisers free more.
    globalThis.gc();
    globalThis.gc();
    process.send({ heapUsed: process.memoryUsage().heapUsed });
  });
  // The channel must not keep a stopped server alive.
  process.channel?.unref();
}

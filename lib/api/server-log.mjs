/**
 * What server.mjs writes to its log, whoever writes it (our code, Next, Node): never a private address's
 * token (Next puts a request's address in some of its own warnings), and Next's warning for a server action
 * it does not know, a stack for each request, only as a refusal counted with the others (lib/http/refusal-log.ts).
 */
import { withoutTokens } from './without-tokens.mjs';

/** Next's words for an action id it has not got (docs: failed-to-find-server-action). */
const UNKNOWN_ACTION = /^(?:Error: )?(?:Failed to find Server Action|The Server Reference ID did not match)/;

/** The line as it may be written; null when it is counted instead. */
export function logLine(text, logRefusal = globalThis.__nswjclProcessState?.logRefusal) {
  if (logRefusal && UNKNOWN_ACTION.test(text)) {
    logRefusal('unknown server action', 'a server action call naming no action of this site');
    return null;
  }
  return withoutTokens(text);
}

/** Passes everything the process writes to stdout and stderr through `logLine`. */
export function installServerLog(streams = [process.stdout, process.stderr]) {
  for (const stream of streams) {
    const write = stream.write.bind(stream);
    stream.write = (chunk, encoding, callback) => {
      const done = typeof encoding === 'function' ? encoding : callback;
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      const line = logLine(text);
      if (line === null) {
        done?.();
        return true;
      }
      return write(line, 'utf8', done);
    };
  }
}

/**
 * Stages of `npm test` side by side (issue 31, item 23): each lane runs its stages one after another, the
 * lanes at once, then takes shared stages until none is left. A stage's output is kept and printed whole when
 * it ends, headed by its label, so two lanes' lines never mix. The first stage to fail stops every other
 * running stage (reported as stopped, not failed) and ends the run with its code.
 */
import { spawn } from 'node:child_process';
import { baseEnv, duration, log, root, stageTimes } from './setup.mjs';

const running = new Set();
let stopping = false;

function stopAll() {
  stopping = true;
  for (const child of running) child.kill('SIGTERM');
}

/** One stage, its output captured; resolves with its exit code. */
function runStage({ label, command, args, env }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      env: env ?? baseEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: false,
    });
    running.add(child);
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const finish = (code) => {
      running.delete(child);
      const took = Date.now() - started;
      // A stage stopped because another failed did not fail itself: the log names only the one that did.
      const stopped = stopping && code !== 0;
      stageTimes.push({ label, took, failed: code !== 0 && !stopped, stopped });
      log(label);
      process.stdout.write(Buffer.concat(chunks));
      console.log(
        code === 0
          ? `  (${duration(took)})`
          : stopped
            ? `\n${label} was stopped after ${duration(took)}, as another stage failed.`
            : `\n${label} failed (exit code ${code}) after ${duration(took)}.`,
      );
      resolve(code);
    };
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
  });
}

/**
 * Runs `lanes` side by side, then `shared`: a lane that has run its own stages takes the next shared one, so
 * neither lane idles while the other has work queued (jest's time varies twofold from day to day). A step is
 * a stage (`{ label, command, args, env }`) or a function, awaited in its place (a wait for another lane's
 * stage, a note for the skipped list).
 */
export async function runLanes(lanes, shared = []) {
  let failure = 0;
  const queue = [...shared];
  const runStep = async (step) => {
    if (typeof step === 'function') return step();
    const code = await runStage(step);
    if (code !== 0 && !failure) {
      failure = code;
      stopAll();
    }
  };
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        if (failure) return;
        await runStep(step);
      }
      while (queue.length && !failure) await runStep(queue.shift());
    }),
  );
  if (failure) process.exit(failure);
}

/** A promise a lane can wait for, and the step that keeps it (the build, for the stages that need it). */
export function milestone() {
  let reached;
  const promise = new Promise((resolve) => (reached = resolve));
  return { wait: () => promise, reach: () => reached() };
}

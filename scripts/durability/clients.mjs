/**
 * Many coordinators sending valid entry requests at once through the contract route, each retrying
 * its request with the same idempotency key (and the same solved bot check) until the server gives
 * a definite answer, as the entry form does when its connection drops.
 */
import crypto from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The body of request `index`: a school name and key of its own, so a second copy would show. */
export function entryBody(runId, index) {
  const n = String(index).padStart(4, '0');
  return {
    idempotency_key: `durability-${runId}-${n}`,
    mode: 'metropolitan_primary',
    school: {
      name: `Durability ${runId} School ${n}`,
      address: `${index + 1} Example Street`,
      suburb: 'Carlingford',
      state: 'NSW',
      postcode: '2118',
      phone: '(02) 5550 0001',
    },
    coordinators: [
      {
        first_name: 'Sam',
        last_name: 'Example',
        title: 'Ms',
        type: 'Teacher',
        email: `sam${n}@example.org`,
        mobile: '0491 570 006',
      },
    ],
    teams: {
      championship: 1,
      intermediate: 0,
      intermediate_to_championship: 0,
      intermediate_to_rookies: 0,
      rookies: 0,
      junior_rookies: 0,
    },
  };
}

/** Pause before the next try: 50 ms doubling to a second, with jitter so the clients do not march in step. */
const pause = (attempt) => Math.min(1000, 50 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random());

function definiteFailure(status) {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Sends `count` requests from `clients` concurrent clients to `baseUrl()` (read on every attempt, so
 * the server can move). `onAnswer(done)` runs after each definite answer.
 * Resolves with one outcome per request and counters.
 */
export async function runClients({ baseUrl, count, clients, runId, onAnswer = () => {} }) {
  const outcomes = new Array(count);
  const stats = { attempts: 0, networkErrors: 0, challengeRetries: 0, retriedAnswers: {} };
  let next = 0;
  let done = 0;

  async function challengePayload() {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(`${baseUrl()}/api/altcha/challenge`, {
          signal: AbortSignal.timeout(30_000),
        });
        if (response.ok) {
          const challenge = await response.json();
          const solution = await solveChallenge({ challenge, deriveKey });
          if (solution) {
            return Buffer.from(
              JSON.stringify({
                challenge: { parameters: challenge.parameters, signature: challenge.signature },
                solution,
              }),
            ).toString('base64');
          }
        } else {
          await response.arrayBuffer();
        }
      } catch {
        // the server is down or restarting
      }
      stats.challengeRetries += 1;
      await sleep(pause(attempt));
    }
  }

  async function send(index) {
    const body = { ...entryBody(runId, index), altcha: await challengePayload() };
    const token = crypto.randomBytes(24).toString('base64url');
    const json = JSON.stringify(body);
    for (let attempt = 0; ; attempt += 1) {
      stats.attempts += 1;
      let status;
      let answer;
      try {
        const response = await fetch(`${baseUrl()}/api/index/add-enter-online-request`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `XSRF-TOKEN=${token}`,
            'x-xsrf-token': token,
          },
          body: json,
          signal: AbortSignal.timeout(60_000),
        });
        status = response.status;
        answer = await response.json().catch(() => null);
      } catch {
        stats.networkErrors += 1;
        await sleep(pause(attempt));
        continue;
      }
      if ((status === 200 || status === 201) && answer?.result === 1) {
        return {
          key: body.idempotency_key,
          school: body.school.name,
          ok: true,
          status,
          id: answer.id,
          attempts: attempt + 1,
        };
      }
      if (definiteFailure(status)) {
        return {
          key: body.idempotency_key,
          school: body.school.name,
          ok: false,
          status,
          error: answer?.error ?? null,
          attempts: attempt + 1,
        };
      }
      // An answer cut off by the crash reads as its status with no body.
      const seen = `${status}${answer ? '' : ' without body'}`;
      stats.retriedAnswers[seen] = (stats.retriedAnswers[seen] ?? 0) + 1;
      await sleep(pause(attempt));
    }
  }

  async function client() {
    while (next < count) {
      const index = next;
      next += 1;
      outcomes[index] = await send(index);
      done += 1;
      onAnswer(done);
    }
  }

  await Promise.all(Array.from({ length: Math.min(clients, count) }, client));
  return { outcomes, stats };
}

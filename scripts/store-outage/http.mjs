/** What the store-outage test asks the site with, and how it fails. */

/** How soon after PostgreSQL is reachable again the site must answer again. */
export const BACK_WITHIN_MS = 15_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function get(url, init) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000), ...init });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

export function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Waits for /home to answer 200 again (503 meanwhile, nothing else), at most `timeoutMs`; logs how long it took. */
export async function untilBack(site, timeoutMs) {
  const back = Date.now();
  let answer = null;
  while (Date.now() - back < timeoutMs) {
    answer = await get(`${site}/home`);
    if (answer.status === 200) break;
    check(answer.status === 503, `/home answered ${answer.status} while the store was coming back.`);
    await sleep(250);
  }
  check(
    answer?.status === 200,
    `/home still answered ${answer?.status} ${timeoutMs / 1000} s after PostgreSQL came back.`,
  );
  console.log(
    `The site answered again ${((Date.now() - back) / 1000).toFixed(1)} s after PostgreSQL came back`,
  );
}

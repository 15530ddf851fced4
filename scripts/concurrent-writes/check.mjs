/**
 * What the concurrency run must find afterwards, read from the store directly (not through the code it checks):
 * every acknowledged write stored exactly once and every refused one not at all; every refusal one of a write
 * made from a view the match no longer had (its words say so); every workbook changing only the cell its
 * writer typed; and no change-log entry putting back a value another writer's entry had replaced.
 */
const STALE =
  /changed since you opened|has changed its result since you opened the page|changed since your download/;
const SCORE = /([\d½]+)–([\d½]+)/;

/** `PA2 round 7: Home A 2½–1½ Away B, how…[, was 3–1]` → the match and the two scores; null for other entries. */
export function resultEntry(text) {
  const head = /^(\S+) round (\d+): (.*)$/.exec(text);
  if (!head) return null;
  const score = SCORE.exec(head[3]);
  if (!score) return null;
  const home = head[3].slice(0, score.index).trim();
  const rest = head[3].slice(score.index + score[0].length);
  const away = rest.slice(0, rest.indexOf(',')).trim();
  const was = /, was ([\d½]+–[\d½]+)(?: by the card)?$/.exec(rest)?.[1] ?? null;
  return { match: `${head[1]} ${head[2]} ${home} v ${away}`, now: score[0], was };
}

export function checkRun({ log, versions, changes }) {
  const problems = [];
  const stored = new Map();
  for (const v of versions) stored.set(v.key, (stored.get(v.key) ?? 0) + 1);

  const posts = log.filter((entry) => entry.url);
  for (const entry of posts) {
    const count = stored.get(entry.key) ?? 0;
    if (entry.ok && count !== 1)
      problems.push(`${entry.who}: acknowledged, stored ${count} times (key ${entry.key})`);
    if (!entry.ok && count !== 0) problems.push(`${entry.who}: refused, yet stored (key ${entry.key})`);
    if (!entry.ok && !entry.stale && !STALE.test(entry.message ?? ''))
      problems.push(`${entry.who}: refused for another reason than a change since: ${entry.message}`);
  }

  const uploads = log.filter((entry) => entry.who.startsWith('workbook'));
  for (const upload of uploads) {
    if (!upload.ok) {
      problems.push(`${upload.who}: the upload failed: ${upload.message}`);
      continue;
    }
    const written = versions.filter((v) => v.key.startsWith(`workbook-${upload.key}-`));
    const results = upload.applied.filter((a) => a.kind !== 'date');
    if (written.length !== results.length)
      problems.push(
        `${upload.who}: ${results.length} results acknowledged, ${written.length} stored (${upload.key})`,
      );
    for (const applied of upload.applied)
      if (applied.cell !== upload.cell)
        problems.push(
          `${upload.who}: changed ${applied.cell}, which its writer did not type (${upload.cell})`,
        );
    for (const refused of upload.refused)
      if (!STALE.test(refused.text)) problems.push(`${upload.who}: ${refused.cell} refused: ${refused.text}`);
  }

  for (const entry of log.filter((e) => e.who.startsWith('league import') && !e.ok))
    problems.push(`the league's import of 2025 failed: ${entry.message}`);

  // Each match's result entries, oldest first: each must start from the value the one before it left.
  const last = new Map();
  for (const { text } of changes) {
    const entry = resultEntry(text);
    if (!entry) continue;
    const before = last.get(entry.match);
    if (before && entry.was !== null && entry.was !== before)
      problems.push(
        `the change log puts back a replaced value: "${text}" (the entry before it left ${before})`,
      );
    last.set(entry.match, entry.now);
  }

  const count = (test) => log.filter(test).length;
  return {
    problems,
    summary: {
      posts: posts.length,
      acknowledged: count((e) => e.url && e.ok),
      refusedAsStale: count((e) => e.url && !e.ok),
      doubleTaps: count((e) => e.url && e.twice),
      uploads: uploads.length,
      cellsApplied: uploads.reduce((n, u) => n + u.applied.length, 0),
      cellsRefusedAsStale: uploads.reduce((n, u) => n + u.refused.length, 0),
      imports: count((e) => e.who.startsWith('league import')),
      versions: versions.length,
      changeEntries: changes.length,
    },
  };
}

/**
 * A workbook upload's outcome in a zone scorer's words: `1 result would change in PA:` and each change by its
 * cell, then the cells not applied and why. The desk shows it; the command line prints it.
 */
import type { UploadOutcome } from './workbook-upload';

type Done = Extract<UploadOutcome, { ok: true }>;
export type WorkbookWords = { summary: string; lines: string[]; refused: string[] };

const counted = (n: number, one: string, many: string) => (n ? [`${n} ${n === 1 ? one : many}`] : []);
const line = ({ cell, text }: { cell: string; text: string }) => `${cell}: ${text}`;

/** `done`: said after the import (`changed`), else before it (`would change`). */
export function workbookWords(outcome: Done, done: boolean): WorkbookWords {
  const { applied, refused, zone } = outcome;
  const verb = done ? 'changed' : 'would change';
  const dates = applied.filter((a) => a.kind === 'date').length;
  const parts = [
    ...counted(applied.length - dates, 'result', 'results'),
    ...counted(dates, 'round date', 'round dates'),
  ];
  const summary = parts.length
    ? `${parts.join(' and ')} ${verb} in ${zone}:`
    : `Nothing ${verb} in ${zone}: the workbook has the same results and dates as the site${refused.length ? ', but for the cells below' : ''}.`;
  return { summary, lines: applied.map(line), refused: refused.map(line) };
}

/** The same as the command line prints it. */
export function workbookMessage(outcome: Done, dryRun: boolean): string {
  const words = workbookWords(outcome, !dryRun);
  const kept = words.refused.length
    ? [
        `Not ${dryRun ? 'to be ' : ''}changed (${words.refused.length}):`,
        ...words.refused.map((r) => `  ${r}`),
      ]
    : [];
  return [
    `${words.summary}${dryRun && words.lines.length ? ' (a dry run: nothing is written)' : ''}`,
    ...words.lines.map((l) => `  ${l}`),
    ...kept,
  ].join('\n');
}

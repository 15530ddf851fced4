/** A workbook upload's outcome in words for the official who sent it: what changed in the zone, and what did not. */
import type { UploadOutcome } from './workbook-upload';

type Done = Extract<UploadOutcome, { ok: true }>;

const lines = (list: Done['applied']) => list.map((line) => `${line.cell}: ${line.text}`);

export function workbookMessage(outcome: Done, dryRun: boolean): string {
  const { applied, refused, zone, year } = outcome;
  const head = !applied.length
    ? `Nothing to change in zone ${zone} (${year}): the workbook holds what the site holds${refused.length ? ', apart from the cells below' : ''}.`
    : dryRun
      ? `${applied.length} ${applied.length === 1 ? 'change' : 'changes'} to make in zone ${zone} (${year}); nothing is written until you import them:`
      : `${applied.length} ${applied.length === 1 ? 'change' : 'changes'} made in zone ${zone} (${year}), on the site now:`;
  const kept = refused.length
    ? [
        `${refused.length} ${refused.length === 1 ? 'cell was' : 'cells were'} not ${dryRun ? 'to be ' : ''}applied:`,
        ...lines(refused),
      ]
    : [];
  return [head, ...lines(applied), ...kept].join('\n');
}

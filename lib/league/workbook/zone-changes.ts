/**
 * What a zone workbook changes, in a zone scorer's words: `3 results changed in PA:` and each change as the
 * change log says it (`PA1 round 2: Beecroft A v Epping A now 2½–1½, was 3–1`), not the command line's report.
 */
import { changeText } from '../change-text';
import { isRecorded, type SeasonChange } from '../season-diff';

export type ZoneChanges = { summary: string; lines: string[] };

const counted = (n: number, one: string, many: string) => (n ? [`${n} ${n === 1 ? one : many}`] : []);

/** `done`: said after the import (`changed`), else before it (`would change`). */
export function zoneChanges(zone: string, changes: readonly SeasonChange[], done: boolean): ZoneChanges {
  const recorded = changes.filter(isRecorded);
  let [results, dates, others] = [0, 0, 0];
  for (const change of recorded) {
    if (change.kind === 'results-posted') results += change.count;
    else if (change.kind === 'result-corrected') results += 1;
    else if (change.kind === 'round-moved') dates += 1;
    else others += 1;
  }
  const parts = [
    ...counted(results, 'result', 'results'),
    ...counted(dates, 'round date', 'round dates'),
    ...counted(others, 'other change', 'other changes'),
  ];
  if (!parts.length)
    return {
      summary: `Nothing ${done ? 'changed' : 'would change'} in ${zone}: the workbook has the same results and dates as the site.`,
      lines: [],
    };
  const what = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return {
    summary: `${what} ${done ? 'changed' : 'would change'} in ${zone}:`,
    lines: recorded.map((change) => changeText(change)),
  };
}

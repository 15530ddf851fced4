/**
 * The finals grid key of the league API's all_data.finals_codes (SPEC section 3), both ways, e.g.
 * `championship_zone_PA_2026`, `championship_interregion_1_2026`, `championship_intermetropolitan__2026`.
 * Interregion grids are keyed by the metro code (1 metropolitan, 0 country).
 */
import {
  FINALS_STAGES,
  GRADE_CODES,
  metroFromCode,
  type FinalsStage,
  type GradeCode,
} from '@/lib/league/constants';
import { finalsValueCode } from '@/lib/league/codes';

export function finalsKey(grade: GradeCode, stage: FinalsStage, value: string, year: number): string {
  return `${grade}_${stage}_${finalsValueCode(stage, value)}_${year}`;
}

const finalsKeyPattern = new RegExp(
  `^(${GRADE_CODES.join('|')})_(${FINALS_STAGES.join('|')})_(.*)_(\\d{4})$`,
);

/** A finals_codes key, e.g. `junior_rookies_zone_PA_2026`, back into grade, stage and the grid's value. */
export function parseFinalsKey(
  key: string,
): { grade: GradeCode; stage: FinalsStage; value: string; year: number } | null {
  const match = finalsKeyPattern.exec(key);
  if (!match) return null;
  const [, grade, stage, code, year] = match as unknown as [string, GradeCode, FinalsStage, string, string];
  if (stage === 'intermetropolitan') return { grade, stage, value: '', year: Number(year) };
  if (stage !== 'interregion') return { grade, stage, value: code, year: Number(year) };
  const metro = metroFromCode(code);
  return metro ? { grade, stage, value: metro, year: Number(year) } : null;
}

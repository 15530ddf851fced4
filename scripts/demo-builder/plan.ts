/**
 * Division plans are written as short text, one per division, so a season's zones read as a table:
 * '<grade> <teams>' plus flags, or '<grade> real' for a real table from divisions.json.
 *   representative  the zone's region representative (a real school) must win it
 *   tie             exactly two teams share first place (to show a division playoff)
 *   forfeit, unfinished  one match shows its boards with a forfeit or an unfinished game
 */
import { GRADE_CODES, type GradeCode } from '../../lib/league/constants';
import type { BoardsDemo } from './divisions';

type Flag = 'representative' | 'tie' | BoardsDemo;
export type DivisionText =
  | `${GradeCode} real`
  | `${GradeCode} ${7 | 8}`
  | `${GradeCode} ${7 | 8} ${Flag}`
  | `${GradeCode} ${7 | 8} ${Flag} ${Flag}`;

export type DivisionPlan =
  | { grade: GradeCode; real: true }
  | {
      grade: GradeCode;
      real: false;
      size: 7 | 8;
      representative: boolean;
      tieTop: boolean;
      boards: BoardsDemo[];
    };

export type ZonePlan = { zone: string; oneDay?: string; divisions: DivisionText[] };

export function parseDivision(text: DivisionText): DivisionPlan {
  const [grade, size, ...flags] = text.split(' ') as [GradeCode, string, ...string[]];
  if (!GRADE_CODES.includes(grade)) throw new Error(`unknown grade in '${text}'`);
  if (size === 'real') return { grade, real: true };
  return {
    grade,
    real: false,
    size: Number(size) as 7 | 8,
    representative: flags.includes('representative'),
    tieTop: flags.includes('tie'),
    boards: flags.filter((f): f is BoardsDemo => f === 'forfeit' || f === 'unfinished'),
  };
}

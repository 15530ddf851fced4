/**
 * Division plans are written as short text, one per division, so a season's zones read as a table:
 * '<grade> <teams>' plus flags, or '<grade> real' for a real table from divisions.json.
 *   representative       the zone's region representative (a real school) must win it
 *   tie                  exactly two teams share first place (to show a division playoff)
 *   forfeit, unfinished  one match shows its boards with a forfeit or an unfinished game
 * The plans are JSON, so the text is checked here rather than by the compiler.
 */
import { GRADE_CODES, type GradeCode } from '../../lib/league/constants';
import type { BoardsDemo } from './divisions';

export type DivisionText = string;

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

const FLAGS = ['representative', 'tie', 'forfeit', 'unfinished'] as const;

const isGrade = (word: string): word is GradeCode => (GRADE_CODES as readonly string[]).includes(word);
const isFlag = (word: string): word is (typeof FLAGS)[number] => (FLAGS as readonly string[]).includes(word);

export function parseDivision(text: DivisionText): DivisionPlan {
  const [grade = '', size, ...flags] = text.split(' ');
  if (!isGrade(grade)) throw new Error(`unknown grade in the division plan '${text}'`);
  if (size === 'real' && flags.length === 0) return { grade, real: true };
  if ((size !== '7' && size !== '8') || !flags.every(isFlag))
    throw new Error(`cannot read the division plan '${text}'`);
  return {
    grade,
    real: false,
    size: size === '7' ? 7 : 8,
    representative: flags.includes('representative'),
    tieTop: flags.includes('tie'),
    boards: flags.filter((f): f is BoardsDemo => f === 'forfeit' || f === 'unfinished'),
  };
}

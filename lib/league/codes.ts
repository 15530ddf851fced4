/** Keys and URL segments the league's site and API use for divisions and finals (SPEC sections 2 and 3). */
import {
  COMPETITION_CODE,
  METRO_CODE,
  type Competition,
  type FinalsStage,
  type GradeCode,
  type Metro,
} from './constants';

/** The value segment of a finals URL or key: metro code for interregion, empty for intermetropolitan. */
export function finalsValueCode(stage: FinalsStage, value: string): string {
  if (stage === 'intermetropolitan') return '';
  if (stage === 'interregion' && (value === 'metropolitan' || value === 'country')) return METRO_CODE[value];
  return value;
}

export function competitionPath(year: number, metro: Metro, competition: Competition): string {
  return `/${year}/competition/${metro}/${competition}`;
}

export function competitionHistoryPath(year: number, metro: Metro, competition: Competition): string {
  return `${competitionPath(year, metro, competition)}/history`;
}

export function divisionsPath(year: number, grade: GradeCode, zoneCode: string): string {
  return `/${year}/divisions/${grade}/${encodeURIComponent(zoneCode)}`;
}

export function finalsPath(
  year: number,
  grade: GradeCode,
  stage: FinalsStage,
  value: string,
  competition: Competition,
): string {
  const segment = stage === 'intermetropolitan' ? METRO_CODE.metropolitan : finalsValueCode(stage, value);
  return `/${year}/finals/${grade}/${stage}/${encodeURIComponent(segment)}/${COMPETITION_CODE[competition]}`;
}

export function countrySecondaryFinalsPath(year: number): string {
  return `/${year}/country-secondary-finals`;
}

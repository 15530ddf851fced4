/** The season index the tests of lib/league/links share. */
import {
  COMPETITIONS,
  type Competition,
  type FinalsStage,
  type GradeCode,
  type Metro,
} from '@/lib/league/constants';
import { gridKey, type DivisionSummary, type SeasonIndex } from '@/lib/league/season-index';
import { emptySeasonIndex } from './season-index';

type Place = { code: string; name: string };
const region = (metro: Metro) => (place: Place) => ({ ...place, metro });
export const division = (code: string): DivisionSummary[] => [{ code, name: `Division ${code}`, no: 1 }];

/** Two metropolitan and two country regions; some zones play, some do not. */
export function sampleIndex(year = 2030): SeasonIndex {
  const regions = [
    ...[
      { code: 'ME', name: 'Met East' },
      { code: 'MW', name: 'Met West' },
      { code: 'MSW', name: 'Met South-West' },
    ].map(region('metropolitan')),
    ...[
      { code: 'HU', name: 'Hunter' },
      { code: 'NC', name: 'North Coast' },
    ].map(region('country')),
  ];
  const zonesByRegion: Record<Competition, Record<string, Place[]>> = {
    primary: {
      ME: [
        { code: 'EC', name: 'East Coast' },
        { code: 'IW', name: 'Inner-West' },
      ],
      MW: [
        { code: 'PA', name: 'Parramatta' },
        { code: 'BL', name: 'Blacktown' },
        { code: 'M-W', name: 'Zone with a hyphen' },
      ],
      MSW: [{ code: 'FF', name: 'Fairfield' }],
      HU: [{ code: 'NE', name: 'Newcastle' }],
      NC: [{ code: 'ML', name: 'Maclean' }],
    },
    secondary: {
      ME: [{ code: 'E', name: 'Met East' }],
      MW: [{ code: 'W', name: 'Met West' }],
      HU: [{ code: 'HU', name: 'Hunter' }],
      NC: [{ code: 'NC', name: 'North Coast' }],
    },
  };
  const zones = COMPETITIONS.flatMap((competition) =>
    Object.entries(zonesByRegion[competition]).flatMap(([regionCode, list]) =>
      list.map((z) => ({
        ...z,
        regionCode,
        competition,
        metro: regions.find((r) => r.code === regionCode)!.metro,
        scorer: null,
      })),
    ),
  );
  const grids: [Competition, GradeCode, FinalsStage, string][] = [
    ['primary', 'championship', 'zone', 'EC'],
    ['primary', 'championship', 'zone', 'IW'],
    ['primary', 'championship', 'region', 'ME'],
    ['primary', 'championship', 'region', 'MSW'],
    ['primary', 'championship', 'interregion', 'metropolitan'],
    ['primary', 'championship', 'intermetropolitan', ''],
    ['secondary', 'senior', 'region', 'ME'],
    ['secondary', 'junior', 'region', 'ME'],
    ['secondary', 'intermediate', 'region', 'MW'],
    ['secondary', 'senior', 'interregion', 'metropolitan'],
    ['secondary', 'junior', 'interregion', 'metropolitan'],
  ];
  return {
    ...emptySeasonIndex(year),
    regions,
    zones,
    divisions: {
      EC: { championship: division('EC1'), rookies: division('EC3'), junior_rookies: division('EC4') },
      PA: { intermediate: division('PA2'), championship: division('PA1') },
      E: { senior: division('SE1'), junior: division('JE1'), intermediate: division('IE1') },
      W: { junior: division('JW1') },
      HU: { country: division('HU1') },
      NE: { championship: division('NE1') },
    },
    finals: Object.fromEntries(
      grids.map(([competition, grade, stage, value]) => [
        gridKey(competition, grade, stage, value),
        { competition, grade, stage, value, decided: false, maxStep: 0 },
      ]),
    ),
    roundRobinFinals: true,
  };
}

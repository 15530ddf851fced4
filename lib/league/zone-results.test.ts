import { zoneResultsPath } from './zone-results';
import type { Competition, Metro } from './constants';
import { emptySeasonIndex } from '@/test/season-index';

const zone = (code: string, metro: Metro, competition: Competition) => ({
  code,
  name: code,
  regionCode: 'R',
  metro,
  competition,
  scorer: null,
});
const division = (code: string) => [{ code, name: code, no: 1 }];

const index = {
  ...emptySeasonIndex(2026),
  zones: [
    zone('PA', 'metropolitan', 'primary'),
    zone('NE', 'country', 'primary'),
    zone('E', 'metropolitan', 'secondary'),
    zone('NC', 'country', 'secondary'),
    zone('M-W', 'metropolitan', 'primary'),
  ],
  divisions: {
    PA: { intermediate: division('PA2'), rookies: division('PA3') },
    E: { senior: division('SE1'), intermediate: division('IE1') },
    NC: { country: division('NC1') },
  },
};

describe('zone results address', () => {
  it.each([
    ['PA', '/2026/divisions/intermediate/PA'],
    ['E', '/2026/divisions/senior/E'],
    ['NC', '/2026/divisions/country/NC'],
    ['NE', '/2026/divisions/championship/NE'],
    ['M-W', '/2026/divisions/championship/M-W'],
  ])('%s goes to %s', (code, path) => {
    expect(zoneResultsPath(index, code)).toBe(path);
  });

  it('knows no unknown zone', () => {
    expect(zoneResultsPath(index, 'XX')).toBeNull();
    expect(zoneResultsPath(index, 'constructor')).toBeNull();
  });
});

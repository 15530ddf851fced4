import { zoneResultsPath } from './zone-results';

const zone = (code: string, metro: '1' | '0', competition: '2' | '1') => ({
  code,
  name: code,
  region_code: 'R',
  metro_code: metro,
  competition_code: competition,
  scorers: {},
});
const division = (code: string) => ({ code, name: code, division_no: 1 });

const index = {
  zones_by_code: {
    PA: zone('PA', '1', '2'),
    NE: zone('NE', '0', '2'),
    E: zone('E', '1', '1'),
    NC: zone('NC', '0', '1'),
    'M-W': zone('M-W', '1', '2'),
  },
  divisions_by_zone_code: {
    '2026': {
      PA: { championship: [], intermediate: [division('PA2')], rookies: [division('PA3')] },
      E: { senior: [division('SE1')], intermediate: [division('IE1')] },
      NC: { country: [division('NC1')] },
    },
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
    expect(zoneResultsPath(index, 2026, code)).toBe(path);
  });

  it('knows no unknown zone', () => {
    expect(zoneResultsPath(index, 2026, 'XX')).toBeNull();
    expect(zoneResultsPath(index, 2026, 'constructor')).toBeNull();
  });
});

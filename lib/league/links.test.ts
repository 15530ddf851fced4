import { drawAndResults, leftMenuRegions, competitionLinks, zoneDrawPath, assetFilePath } from './links';
import { COMPETITIONS, type Competition, type FinalsStage, type GradeCode, type Metro } from './constants';
import { gridKey, type DivisionSummary, type SeasonIndex } from './season-index';
import { emptySeasonIndex } from '@/test/season-index';

type Place = { code: string; name: string };
const region = (metro: Metro) => (place: Place) => ({ ...place, metro });
const division = (code: string): DivisionSummary[] => [{ code, name: `Division ${code}`, no: 1 }];

/** Two metropolitan and two country regions; some zones play, some do not. */
function sampleIndex(year = 2030): SeasonIndex {
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

describe('primary draw and results', () => {
  const result = drawAndResults(sampleIndex(), 2030, 'metropolitan', 'primary');
  if (result.kind !== 'primary') throw new Error('expected the primary layout');

  it('lists a box per region with each zone and a link per grade that has divisions, in grade order', () => {
    expect(result.regions.map((r) => r.name)).toEqual(['Met East', 'Met West', 'Met South-West']);
    const [east, west] = result.regions;
    expect(east?.zones.map((z) => [z.code, z.links.map((l) => [l.label, l.href])])).toEqual([
      [
        'EC',
        [
          ['Championship', '/2030/divisions/championship/EC'],
          ['Rookies', '/2030/divisions/rookies/EC'],
          ['Junior rookies', '/2030/divisions/junior_rookies/EC'],
        ],
      ],
      // Inner-West has no divisions but has a zone final, so its row stays (with a dash).
      ['IW', []],
    ]);
    expect(west?.zones.map((z) => [z.code, z.links.map((l) => l.href)])).toEqual([
      ['PA', ['/2030/divisions/championship/PA', '/2030/divisions/intermediate/PA']],
    ]);
    expect(east?.zones[0]?.links[0]?.context).toBe('East Coast zone');
  });

  it('hides zones with neither divisions nor finals, but keeps a region that has only a region final', () => {
    const west = result.regions.find((r) => r.code === 'MW');
    expect(west?.zones.some((z) => z.code === 'BL')).toBe(false);
    expect(result.regions.find((r) => r.code === 'MSW')).toEqual({
      code: 'MSW',
      name: 'Met South-West',
      links: [],
      zones: [],
    });
  });

  it('links zone finals, region finals, the inter-region final and the NSW final', () => {
    expect(result.zoneFinals.map((l) => [l.label, l.href])).toEqual([
      ['East Coast', '/2030/finals/championship/zone/EC/2'],
      ['Inner-West', '/2030/finals/championship/zone/IW/2'],
    ]);
    expect(result.regionFinals.map((l) => [l.label, l.href])).toEqual([
      ['Met East', '/2030/finals/championship/region/ME/2'],
      ['Met South-West', '/2030/finals/championship/region/MSW/2'],
    ]);
    expect(result.interregion.title).toBe('Metropolitan inter-region finals');
    expect(result.interregion.links.map((l) => l.href)).toEqual([
      '/2030/finals/championship/interregion/1/2',
    ]);
    expect(result.intermetropolitan.map((l) => [l.label, l.href])).toEqual([
      ['NSW final', '/2030/finals/championship/intermetropolitan/1/2'],
    ]);
  });

  it('shows only the country regions on the country page, and no inter-region link without its grid', () => {
    const country = drawAndResults(sampleIndex(), 2030, 'country', 'primary');
    if (country.kind !== 'primary') throw new Error('expected the primary layout');
    expect(country.regions.map((r) => r.code)).toEqual(['HU']);
    expect(country.interregion).toEqual({ title: 'Country inter-region finals', links: [] });
    // The NSW final belongs to both primary competitions.
    expect(country.intermetropolitan).toHaveLength(1);
    expect(country.zoneFinals).toEqual([]);
  });

  it('needs the year’s divisions for zone finals, the inter-region and the NSW final links', () => {
    const index = { ...sampleIndex(), divisions: {} };
    const noDraw = drawAndResults(index, 2030, 'metropolitan', 'primary');
    if (noDraw.kind !== 'primary') throw new Error('expected the primary layout');
    expect(noDraw.zoneFinals).toEqual([]);
    expect(noDraw.interregion.links).toEqual([]);
    expect(noDraw.intermetropolitan).toEqual([]);
    // Region finals stand on their own grid.
    expect(noDraw.regionFinals).toHaveLength(2);
  });

  it('encodes zone codes in links', () => {
    const index = sampleIndex();
    index.divisions['M-W'] = { rookies: division('M-W1') };
    const r = drawAndResults(index, 2030, 'metropolitan', 'primary');
    if (r.kind !== 'primary') throw new Error('expected the primary layout');
    expect(r.regions.find((x) => x.code === 'MW')?.zones.at(-1)?.links[0]?.href).toBe(
      '/2030/divisions/rookies/M-W',
    );
  });
});

describe('metropolitan secondary draw and results', () => {
  const result = drawAndResults(sampleIndex(), 2030, 'metropolitan', 'secondary');
  if (result.kind !== 'metropolitan_secondary') throw new Error('expected the metropolitan secondary layout');

  it('links each region’s grades (Senior, Intermediate, Junior, Combined order) to its first zone', () => {
    expect(result.draw.map((r) => [r.name, r.links.map((l) => [l.label, l.href])])).toEqual([
      [
        'Met East',
        [
          ['Senior', '/2030/divisions/senior/E'],
          ['Intermediate', '/2030/divisions/intermediate/E'],
          ['Junior', '/2030/divisions/junior/E'],
        ],
      ],
      ['Met West', [['Junior', '/2030/divisions/junior/W']]],
    ]);
  });

  it('links region finals by grade and region code, and the inter-region finals by grade', () => {
    expect(result.regionFinals.map((r) => [r.code, r.links.map((l) => l.href)])).toEqual([
      ['ME', ['/2030/finals/senior/region/ME/1', '/2030/finals/junior/region/ME/1']],
      ['MW', ['/2030/finals/intermediate/region/MW/1']],
    ]);
    expect(result.interregion.map((l) => [l.label, l.href])).toEqual([
      ['Senior', '/2030/finals/senior/interregion/1/1'],
      ['Junior', '/2030/finals/junior/interregion/1/1'],
    ]);
  });

  it('is empty (every box a dash) for a year with nothing', () => {
    const empty = drawAndResults(
      { ...sampleIndex(2031), divisions: {}, finals: {} },
      2031,
      'metropolitan',
      'secondary',
    );
    expect(empty).toEqual({ kind: 'metropolitan_secondary', draw: [], regionFinals: [], interregion: [] });
  });
});

describe('country secondary draw and results', () => {
  it('links each region with a knock-out to its divisions, and the finals round robin when there is one', () => {
    const result = drawAndResults(sampleIndex(), 2030, 'country', 'secondary');
    expect(result).toEqual({
      kind: 'country_secondary',
      draw: [
        {
          code: 'HU',
          name: 'Hunter',
          links: [{ label: 'Divisions', href: '/2030/divisions/country/HU', context: 'Hunter' }],
        },
      ],
      finals: [{ label: 'Finals round-robins', href: '/2030/country-secondary-finals' }],
    });
  });

  it('has no finals link without a round robin for the year', () => {
    const index = { ...sampleIndex(), roundRobinFinals: false };
    const result = drawAndResults(index, 2030, 'country', 'secondary');
    expect(result.kind === 'country_secondary' && result.finals).toEqual([]);
  });
});

describe('left menu regions', () => {
  it('marks the zones and regions that have divisions or a zone final that year', () => {
    const regions = leftMenuRegions(sampleIndex(), 2030, 'metropolitan', 'primary');
    expect(
      regions.map((r) => [r.region_name, r.active, r.zones.map((z) => `${z.zone_id}:${z.active}`)]),
    ).toEqual([
      ['Met East', true, ['EC:true', 'IW:true']],
      ['Met West', true, ['PA:true', 'BL:false', 'M-W:false']],
      ['Met South-West', false, ['FF:false']],
    ]);
  });

  it('uses the secondary zones for the secondary competitions', () => {
    expect(
      leftMenuRegions(sampleIndex(), 2030, 'country', 'secondary').map((r) => [
        r.region_name,
        r.active,
        r.zones,
      ]),
    ).toEqual([
      [
        'Hunter',
        true,
        [{ zone_id: 'HU', zone_name: 'Hunter', href: '/2030/divisions/country/HU', active: true }],
      ],
      [
        'North Coast',
        false,
        [{ zone_id: 'NC', zone_name: 'North Coast', href: '/2030/divisions/country/NC', active: false }],
      ],
    ]);
    expect(
      leftMenuRegions(sampleIndex(), 2030, 'metropolitan', 'secondary')
        .filter((r) => r.active)
        .map((r) => r.region_name),
    ).toEqual(['Met East', 'Met West']);
  });
});

describe('left menu zone links', () => {
  it('lead to each zone’s draw in the page’s own season, at its first grade with divisions', () => {
    const links = (year: number) =>
      leftMenuRegions(sampleIndex(year), year, 'metropolitan', 'primary').flatMap((r) =>
        r.zones.map((z) => [z.zone_id, z.href]),
      );
    expect(links(2030)).toEqual(
      expect.arrayContaining([
        ['EC', '/2030/divisions/championship/EC'],
        ['M-W', '/2030/divisions/championship/M-W'],
      ]),
    );
    expect(links(2029).every(([, href]) => href!.startsWith('/2029/'))).toBe(true);
    const west = leftMenuRegions(sampleIndex(), 2030, 'metropolitan', 'secondary').find(
      (r) => r.region_name === 'Met West',
    );
    expect(west?.zones[0]?.href).toBe('/2030/divisions/junior/W');
  });
});

describe('competition links', () => {
  it('list the four competitions of the season they are given', () => {
    expect(competitionLinks(2025)).toEqual([
      { href: '/2025/competition/metropolitan/primary', label: 'Metropolitan primary competition' },
      { href: '/2025/competition/metropolitan/secondary', label: 'Metropolitan secondary competition' },
      { href: '/2025/competition/country/primary', label: 'Country primary competition' },
      { href: '/2025/competition/country/secondary', label: 'Country secondary competition' },
    ]);
    expect(competitionLinks(null)).toEqual([{ href: '/competitions', label: 'Competitions' }]);
  });
});

describe('paths', () => {
  it('builds the zone draw and file paths', () => {
    expect(zoneDrawPath(2025, 'metropolitan_primary', 'A B', new Set(['rookies']))).toBe(
      '/2025/divisions/rookies/A%20B',
    );
    expect(zoneDrawPath(2025, 'metropolitan_secondary', 'E', new Set())).toBe('/2025/divisions/senior/E');
    expect(assetFilePath('Rules_Primary.pdf')).toBe('/assets/files/Rules_Primary.pdf');
  });
});

import { drawAndResults } from './links';
import { division, sampleIndex } from '@/test/links-sample';

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

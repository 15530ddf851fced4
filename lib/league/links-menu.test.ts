import { leftMenuRegions, competitionLinks, zoneDrawPath, assetFilePath } from './links';
import { sampleIndex } from '@/test/links-sample';

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

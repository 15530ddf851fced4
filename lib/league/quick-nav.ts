/**
 * The quick navigation panel of the zone and finals pages (SPEC section 2): groups of links that each
 * swap one segment of the current URL. An option with nothing behind it (no divisions, no grid, by
 * the year index) is unavailable and shown disabled with 'No games'.
 */
import { GRADE_NAMES, METROS, SECONDARY_GRADES, type GradeCode, type Metro } from './constants';
import { divisionsPath, finalsPath } from './codes';
import { FINALS_GRADES, METRO_NAMES, type FinalsRoute, type ZoneRoute } from './routes';
import { divisionsOf, hasGrid, regionsOf, zonesOf, type SeasonIndex } from './season-index';

export type QuickNavOption = { label: string; href: string | null; current: boolean; available: boolean };
export type QuickNavGroupName = 'Grade' | 'Metropolitan or country' | 'Region' | 'Zone';
export type QuickNavGroup = { name: QuickNavGroupName; options: QuickNavOption[] };

const hasDivisions = (index: SeasonIndex, zone: string, grade: GradeCode) =>
  divisionsOf(index, zone, grade).length > 0;

function option(label: string, href: string | null, current: boolean, available: boolean): QuickNavOption {
  return { label, href, current, available: current || (available && href !== null) };
}

/** Zone page: Grade (metropolitan secondary), then Zone (primary: the zones of the region) or Region (secondary). */
export function zoneQuickNav(index: SeasonIndex, route: ZoneRoute): QuickNavGroup[] {
  const { year, grade, zone } = route;
  const groups: QuickNavGroup[] = [];
  if (route.mode === 'metropolitan_secondary') {
    const grades = SECONDARY_GRADES.filter(
      (g) => g !== 'combined' || g === grade || hasDivisions(index, zone.code, g),
    );
    groups.push({
      name: 'Grade',
      options: grades.map((g) =>
        option(
          GRADE_NAMES[g],
          divisionsPath(year, g, zone.code),
          g === grade,
          hasDivisions(index, zone.code, g),
        ),
      ),
    });
  }
  if (zone.competition === 'primary') {
    groups.push({
      name: 'Zone',
      options: zonesOf(index, 'primary', zone.region.code).map((z) =>
        option(
          z.name,
          divisionsPath(year, grade, z.code),
          z.code === zone.code,
          hasDivisions(index, z.code, grade),
        ),
      ),
    });
  } else {
    groups.push({
      name: 'Region',
      options: regionsOf(index, zone.metro).map((region) => {
        const target = zonesOf(index, 'secondary', region.code)[0];
        return option(
          region.name,
          target ? divisionsPath(year, grade, target.code) : null,
          region.code === zone.region.code,
          target !== undefined && hasDivisions(index, target.code, grade),
        );
      }),
    });
  }
  return groups;
}

/**
 * Finals page: Grade (secondary), then by stage 'Metropolitan or country' (all but the
 * metro-versus-country final), Region (region and zone stages) and Zone (zone stage). Where a swap
 * lands on a list of places (another metro's regions), it goes to the first place with a grid.
 */
export function finalsQuickNav(index: SeasonIndex, route: FinalsRoute): QuickNavGroup[] {
  const { year, competition, grade, stage } = route;
  const groups: QuickNavGroup[] = [];
  const grid = (value: string, g: GradeCode = grade) => hasGrid(index, competition, g, stage, value);
  const path = (value: string, g: GradeCode = grade) => finalsPath(year, g, stage, value, competition);
  /** The value to go to among candidates: the first with a grid, else the first. */
  const pick = (values: string[]) => {
    const withGrid = values.find((v) => grid(v));
    return { value: withGrid ?? values[0] ?? null, available: withGrid !== undefined };
  };
  const placesOfRegion = (regionCode: string) =>
    stage === 'zone' ? zonesOf(index, competition, regionCode).map((z) => z.code) : [regionCode];
  const placesOfMetro = (metro: Metro) => regionsOf(index, metro).flatMap((r) => placesOfRegion(r.code));

  if (competition === 'secondary') {
    groups.push({
      name: 'Grade',
      options: FINALS_GRADES.secondary.map((g) =>
        option(GRADE_NAMES[g], path(route.value, g), g === grade, grid(route.value, g)),
      ),
    });
  }
  if (stage === 'intermetropolitan') return groups;

  groups.push({
    name: 'Metropolitan or country',
    options: METROS.map((metro) => {
      const target =
        stage === 'interregion' ? { value: metro, available: grid(metro) } : pick(placesOfMetro(metro));
      return option(
        METRO_NAMES[metro],
        target.value === null ? null : path(target.value),
        metro === route.metro,
        target.available,
      );
    }),
  });
  if (stage === 'interregion' || !route.metro) return groups;

  groups.push({
    name: 'Region',
    options: regionsOf(index, route.metro).map((region) => {
      const target = pick(placesOfRegion(region.code));
      return option(
        region.name,
        target.value === null ? null : path(target.value),
        region.code === route.region?.code,
        target.available,
      );
    }),
  });
  if (stage === 'zone' && route.region) {
    groups.push({
      name: 'Zone',
      options: zonesOf(index, competition, route.region.code).map((z) =>
        option(z.name, path(z.code), z.code === route.zone?.code, grid(z.code)),
      ),
    });
  }
  return groups;
}

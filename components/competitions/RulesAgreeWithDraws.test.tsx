/** @jest-environment jsdom */
import { cleanup, render } from '@testing-library/react';
import type { Division, SeasonBundle } from '@/lib/league/bundle';
import type { Competition, Metro } from '@/lib/league/constants';
import { competitionPageView } from '@/lib/league/competition-page';
import { bracketLayout } from '@/lib/league/finals-layout';
import { demoBundle, seasonIndexOfBundle } from '@/test/season-index';
import { DrawTable } from '@/components/draws/DrawTable';
import { KnockoutDraw } from '@/components/draws/KnockoutDraw';
import { FinalsBracket } from '@/components/finals/FinalsBracket';
import { Rules } from './Rules';

/**
 * The rules on a competition page and the draws of the same season must say the same thing: the
 * boards on which the home team plays White and Black, and the mark of a tie-break win.
 */

const COMPETITIONS: { metro: Metro; competition: Competition }[] = [
  { metro: 'metropolitan', competition: 'primary' },
  { metro: 'country', competition: 'primary' },
  { metro: 'metropolitan', competition: 'secondary' },
  { metro: 'country', competition: 'secondary' },
];

/** Each demo season as published, and the same season with the colours the other way round. */
const SEASONS: SeasonBundle[] = [2025, 2026].flatMap((year) => {
  const bundle = demoBundle(year as 2025 | 2026);
  const flipped: [1, 3] | [2, 4] = bundle.home_white_boards[0] === 1 ? [2, 4] : [1, 3];
  return [bundle, { ...bundle, home_white_boards: flipped }];
});

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

/** Every 'White on boards a and b' and 'Black on boards c and d' a text states. */
function colourClaims(content: string): string[] {
  return [...new Set([...content.matchAll(/(White|Black) on boards (\d) and (\d)/g)].map((m) => m[0]))];
}

/** The tie-break marks a text gives: 'marked #', '# won on tie-break', '# marks the winner'. */
function tiebreakMarks(content: string): string[] {
  const marks = [
    ...content.matchAll(/tie-break is marked (\S)\./g),
    ...content.matchAll(/winner is marked (\S)\./g),
    ...content.matchAll(/(\S) won on tie-break/g),
    ...content.matchAll(/(\S) marks the winner/g),
  ].map((m) => m[1]!);
  return [...new Set(marks)];
}

function rulesText(season: SeasonBundle, route: (typeof COMPETITIONS)[number]): string {
  const view = competitionPageView(seasonIndexOfBundle(season), { year: season.year, ...route }).published!;
  const { container } = render(
    <Rules kind={view.rulesKind} rules={view.rules} seasonNote={view.seasonColoursNote} />,
  );
  const content = text(container);
  cleanup();
  return content;
}

/** A division of the competition with a tie-break win in it (one is made if the season has none). */
function divisionWithTiebreak(season: SeasonBundle, route: (typeof COMPETITIONS)[number]): Division {
  const zones = new Set(season.zones.filter((z) => z.competition === route.competition).map((z) => z.code));
  const region = new Map(season.regions.map((r) => [r.code, r.metro]));
  const metroOf = new Map(season.zones.map((z) => [z.code, region.get(z.region)]));
  const division = JSON.parse(
    JSON.stringify(season.divisions.find((d) => zones.has(d.zone) && metroOf.get(d.zone) === route.metro)),
  ) as Division;
  const pairing = division.rounds.flatMap((r) => r.pairings).find((p) => typeof p.away === 'number')!;
  pairing.result = { home: 2, away: 2, tiebreak: { winner: 'home' } };
  return division;
}

/** What the season's draws for the competition say: their colours rule and key, and the finals grid's key. */
function drawText(season: SeasonBundle, route: (typeof COMPETITIONS)[number]): string {
  const division = divisionWithTiebreak(season, route);
  const boards = season.home_white_boards;
  const { container } = render(
    route.metro === 'country' && route.competition === 'secondary' ? (
      <KnockoutDraw division={division} homeWhiteBoards={boards} />
    ) : (
      <DrawTable draw={division} homeWhiteBoards={boards} caption={division.code} />
    ),
  );
  let content = text(container);
  cleanup();
  const grid = season.finals.find(
    (g) =>
      g.competition === route.competition && g.steps.some((s) => s.matches.some((m) => m.result?.tiebreak)),
  );
  if (grid) {
    const finals = render(<FinalsBracket layout={bracketLayout(grid)} label="Finals" headingLevel={2} />);
    content += ` ${text(finals.container)}`;
    cleanup();
  }
  return content;
}

describe.each(
  SEASONS.map((s) => [`${s.year}, home White on ${s.home_white_boards.join(' and ')}`, s] as const),
)('the rules and the draws of %s', (_, season) => {
  it.each(COMPETITIONS.map((c) => [`${c.metro} ${c.competition}`, c] as const))(
    '%s: the same board colours and the same tie-break mark',
    (_name, route) => {
      const rules = rulesText(season, route);
      const draws = drawText(season, route);

      const [white1, white2] = season.home_white_boards;
      const black = [1, 2, 3, 4].filter((b) => b !== white1 && b !== white2);
      const expected = [`White on boards ${white1} and ${white2}`, `Black on boards ${black.join(' and ')}`];
      expect(colourClaims(draws)).toEqual(expected);
      expect(colourClaims(rules)).toEqual(expected);

      const drawMarks = tiebreakMarks(draws);
      expect(drawMarks).toHaveLength(1);
      expect(tiebreakMarks(rules)).toEqual(drawMarks);
    },
  );
});

/** A real inter-region grid from finals.json, with the sheet's numbering kept. */
import type { FinalsEntrant, FinalsGrid, FinalsMatch, FinalsStep } from '../../lib/league/bundle';
import type { FactGrid } from './facts';
import type { FinalsResult } from './games';
import { at, dayMonth, must, parseVersus } from './util';

type FactRow = FactGrid['teams'][number];

/**
 * Entrant numbers must be unique, but a sheet may print one twice. The row that played keeps the
 * number; a row without scores is renumbered after the last one, with a note.
 */
function entrantsOf(fact: FactGrid): { entrants: FinalsEntrant[]; rowOf: Map<number, FactRow> } {
  let next = Math.max(...fact.teams.map((t) => t.no));
  const entrants: FinalsEntrant[] = [];
  const rowOf = new Map<number, FactRow>();
  for (const team of fact.teams) {
    const from = team.from ? { from: team.from } : {};
    const twin = fact.teams.find((t) => t.no === team.no && t !== team);
    if (twin && !team.results.some((r) => r !== null)) {
      next++;
      const note = `Printed as number ${team.no} on the sheet, beside ${twin.name}; it has no scores and did not play. Renumbered ${next} here.`;
      entrants.push({ no: next, name: team.name, ...from, notes: [note] });
      continue;
    }
    rowOf.set(team.no, team);
    entrants.push({ no: team.no, name: team.name, ...from });
  }
  return { entrants: entrants.sort((a, b) => a.no - b.no), rowOf };
}

function matchOf(text: string, column: number, rowOf: Map<number, FactRow>): FinalsMatch {
  const bye = /^(\d+)\s*(?:-|v)\s*Bye$/i.exec(text);
  if (bye) return { home: Number(bye[1]), away: 'bye' };
  const [home, away] = parseVersus(text);
  const h = at(must(rowOf.get(home), `row ${home}`).results, column);
  const a = at(must(rowOf.get(away), `row ${away}`).results, column);
  if (!h || !a || h.score === null || a.score === null) return { home, away, result: null };
  const result: FinalsResult = { home: h.score, away: a.score };
  if (h.tiebreak_score !== undefined && a.tiebreak_score !== undefined) {
    const winner = h.won_on_tiebreak ? 'home' : 'away';
    result.tiebreak = { home: h.tiebreak_score, away: a.tiebreak_score, winner };
  }
  return { home, away, result };
}

export function realInterRegionGrid(
  fact: FactGrid,
  value: 'metropolitan' | 'country',
  notes: string[],
): FinalsGrid {
  const { entrants, rowOf } = entrantsOf(fact);
  const steps: FinalsStep[] = fact.columns.map((column, c) => ({
    name: column.name,
    date: column.date ? dayMonth(column.date, fact.year) : null,
    matches: column.pairings.map((text) => matchOf(text, c, rowOf)),
  }));
  return {
    competition: 'primary',
    grade: 'championship',
    stage: 'interregion',
    value,
    entrants,
    steps,
    notes,
    source: fact.source_url,
  };
}

/**
 * The HTML that the league's API contract carries (`table` of a division, `html` of a finals grid, `table` of
 * the country secondary finals), produced from the stored structure. Every text from data is escaped.
 */
import type { Division, FinalsGrid, RoundRobinFinals } from '@/lib/league/bundle';
import { formatDay } from '@/lib/league/dates';
import { computeStandings } from '@/lib/league/standings';
import { decideMatch } from '@/lib/league/finals';
import { colourRule } from '@/lib/league/draw-key';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

function points(n: number | null | undefined): string {
  if (n === null || n === undefined) return '';
  const whole = Math.floor(n);
  const half = n - whole === 0.5;
  return half ? (whole ? `${whole}½` : '½') : String(whole);
}

type DrawLike = Pick<Division, 'teams' | 'rounds'> & Partial<Pick<Division, 'winner' | 'runner_up'>>;

export function drawTableHtml(draw: DrawLike, homeWhiteBoards: readonly number[], caption: string): string {
  const standings = computeStandings(draw);
  const rounds = [...draw.rounds].sort((a, b) => a.n - b.n);
  const names = new Map(draw.teams.map((t) => [t.no, t.name]));
  const head = rounds
    .map(
      (round) =>
        `<th scope="col">Round ${round.n}${round.date ? `<br>${escapeHtml(formatDay(round.date))}` : ''}</th>`,
    )
    .join('');
  const pairingRow = rounds
    .map((round) => {
      const items = round.pairings.map((p) => {
        const away = typeof p.away === 'number' ? String(p.away) : p.away === 'bye' ? 'Bye' : '?';
        return `${p.home} v ${away}`;
      });
      return `<td>${escapeHtml(items.join(', '))}</td>`;
    })
    .join('');
  const body = standings.teams
    .map((team) => {
      const cells = team.roundScores
        .map(
          (score, r) =>
            `<td>${score === null ? '-' : escapeHtml(points(score))}${team.marks[r] ? '*' : ''}</td>`,
        )
        .join('');
      return `<tr><td>${team.no}</td><th scope="row">${escapeHtml(names.get(team.no) ?? '')}</th>${cells}<td>${escapeHtml(points(team.total))}</td><td>${escapeHtml(team.place ?? '')}</td></tr>`;
    })
    .join('');
  const totals = standings.roundTotals.map((t) => `<td>${escapeHtml(points(t))}</td>`).join('');
  return (
    `<table class="draw-table"><caption>${escapeHtml(caption)}</caption>` +
    `<thead><tr><th scope="col">No</th><th scope="col">Team</th>${head}<th scope="col">Total</th><th scope="col">Place</th></tr></thead>` +
    `<tbody><tr class="draw-pairings"><td></td><th scope="row">Draw</th>${pairingRow}<td></td><td></td></tr>${body}</tbody>` +
    `<tfoot><tr><td></td><th scope="row">Round total</th>${totals}<td>${escapeHtml(points(standings.totalSum))}</td><td></td></tr></tfoot>` +
    `</table><p class="draw-colours">${escapeHtml(colourRule(homeWhiteBoards))}</p>`
  );
}

export function divisionTableHtml(division: Division, homeWhiteBoards: readonly number[]): string {
  return drawTableHtml(division, homeWhiteBoards, `${division.code} ${division.name}`);
}

export function roundRobinTableHtml(
  finals: RoundRobinFinals,
  homeWhiteBoards: readonly number[],
  year: number,
): string {
  return drawTableHtml(finals, homeWhiteBoards, `Country secondary finals ${year}`);
}

export function finalsGridHtml(grid: Pick<FinalsGrid, 'entrants' | 'steps'>): string {
  const names = new Map(grid.entrants.map((e) => [e.no, e.name]));
  const side = (no: number | 'bye' | '?') =>
    no === 'bye' ? 'Bye' : no === '?' ? 'To be decided' : (names.get(no) ?? `Team ${no}`);
  const columns = grid.steps
    .map((step) => {
      const matches = step.matches
        .map((match) => {
          const outcome = decideMatch(match);
          const score = (which: 'home' | 'away') => {
            if (!match.result) return '';
            const tb = match.result.tiebreak?.[which];
            const won = match.result.tiebreak?.winner === which;
            return `${points(match.result[which])}${tb !== undefined ? `(${tb})` : ''}${won ? '#' : ''}`;
          };
          const row = (which: 'home' | 'away') => {
            const no = match[which];
            const winner = outcome.winner !== null && outcome.winner === no;
            return `<li${winner ? ' class="winner"' : ''}><span class="team">${escapeHtml(side(no))}</span> <span class="score">${escapeHtml(score(which))}</span></li>`;
          };
          return `<ul class="finals-match">${row('home')}${row('away')}</ul>`;
        })
        .join('');
      const date = step.date ? ` <span class="date">${escapeHtml(formatDay(step.date))}</span>` : '';
      return `<section class="finals-step"><h3>${escapeHtml(step.name)}${date}</h3>${matches}</section>`;
    })
    .join('');
  return `<div class="finals-grid">${columns}</div>`;
}

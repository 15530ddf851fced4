/**
 * The teams a division's HTML table lists, for school pages when the site reads the league's API (divisions
 * arrive as HTML, not structure). The rule (docs/schools.md): in a table, the row with a cell reading "Team"
 * is the header; below it, that column holds a team's name and a "No" column, if any, its draw number. Rows
 * such as "Draw" and "Round total" are not teams. Text only: markup is never kept.
 */
import sanitizeHtml from 'sanitize-html';

export type TableTeam = { name: string; no: number | null };

const TABLE_TAGS = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const NOT_TEAMS = /^(draw|round totals?|totals?|team)$/i;

/** Each table row's cell texts, in document order (rows of nested tables come before their parent's row); null ends a table. */
export function tableRows(html: string): (string[] | null)[] {
  const rows: (string[] | null)[] = [];
  let cells: string[] = [];
  sanitizeHtml(html, {
    allowedTags: TABLE_TAGS,
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
    exclusiveFilter(frame) {
      if (frame.tag === 'td' || frame.tag === 'th') cells.push(frame.text.replace(/\s+/g, ' ').trim());
      else if (frame.tag === 'tr') {
        rows.push(cells);
        cells = [];
      } else if (frame.tag === 'table') rows.push(null);
      return false;
    },
  });
  return rows;
}

export function teamsInTable(html: string): TableTeam[] {
  const teams: TableTeam[] = [];
  let teamColumn = -1;
  let noColumn = -1;
  for (const cells of tableRows(html)) {
    if (cells === null) {
      teamColumn = -1;
      continue;
    }
    const header = cells.findIndex((c) => /^team$/i.test(c));
    if (header >= 0) {
      teamColumn = header;
      noColumn = cells.findIndex((c) => /^no\.?$/i.test(c));
      continue;
    }
    const name = teamColumn >= 0 ? cells[teamColumn] : undefined;
    if (!name || NOT_TEAMS.test(name) || name.length > 200) continue;
    const no = noColumn >= 0 ? Number(cells[noColumn]) : NaN;
    teams.push({ name, no: Number.isInteger(no) && no > 0 ? no : null });
  }
  return teams;
}

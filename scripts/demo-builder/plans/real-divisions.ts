/** Notes for the real division tables of divisions.json, keyed by year and division code. */
export const REAL_DIVISIONS: Record<string, { dateNotes?: Record<number, string>; notes: string[] }> = {
  '2026/PA2': {
    dateNotes: {
      6: 'If either school is closed on 5 June for the mid-term break, this match is played on 19 June instead (footnote † on the sheet).',
    },
    notes: [
      "Real division: the 2026 Parramatta Intermediate division PA2 as published, with every score (St Bernadette's Castle Hill A placed 1st).",
      'Team 8 is the (Bye) row: the team drawn against it scores 4.',
      'Round 3, Darcy Road C v Murray Farm C, adds up to 3 (1 to 2): one game has no result on the sheet.',
      'Home team (first-numbered) plays White on boards 1 and 3.',
    ],
  },
  '2026/IE1': {
    dateNotes: {
      6: 'Marked ‡ on the sheet: if either school is closed on 5 June for a mid-term break, the match is rescheduled, before the end of second term if possible.',
    },
    notes: [
      'Real division: the 2026 Met East Intermediate division IE1 as published when rounds 1 and 2 had been played. Later rounds show the draw only.',
      'Eight real teams, no bye. Home team (first-numbered) plays White on boards 1 and 3.',
    ],
  },
};

/**
 * Our own texts for the competition pages: descriptions, rules, resources and history notes. They
 * are written from the facts and constants of SPEC sections 1, 5 and 9 and the league facts in
 * ../shared/data/nswjcl. The same source is printed to the PDFs under public/assets/files by
 * scripts/make-pdfs.ts, so the page and the PDF always say the same thing.
 *
 * PDF text uses the standard Helvetica font (WinAnsi encoding): keep to Latin-1 letters, ½, ×, ‘’“”,
 * – — and •, and no arrows or maths signs.
 */
import type { CompetitionMode } from './constants';
import { DRAW_MARKS, SEASON_NEUTRAL_COLOUR_RULE, boardColours, colourRule } from './draw-key';
import { assetFilePath } from './links';

export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'terms'; items: { term: string; text: string }[] }
  | { kind: 'contacts'; items: { role: string; email: string }[] };

export type TextSection = { id: string; heading: string; blocks: TextBlock[] };

/** A rules text: shown on the page and printed to `file`. */
export type RulesText = { title: string; file: string; intro: TextBlock[]; sections: TextSection[] };

export type RulesKind = 'primary' | 'metropolitan_secondary' | 'country_secondary';

export function rulesKind(mode: CompetitionMode): RulesKind {
  return mode === 'metropolitan_primary' || mode === 'country_primary' ? 'primary' : mode;
}

const p = (text: string): TextBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): TextBlock => ({ kind: 'list', items });

/** How a game's result is written on the result card and the draw (SPEC section 9). */
export const SCORING_NOTATION: TextBlock = {
  kind: 'terms',
  items: [
    { term: '1', text: 'a win' },
    { term: '0', text: 'a loss' },
    { term: '½', text: 'a draw' },
    { term: '1F', text: 'a win by forfeit (the opponent did not play)' },
    { term: '0F', text: 'a loss by forfeit' },
    { term: 'X', text: 'an unfinished game, which counts for neither side until it is adjudicated' },
  ],
};

// ---------------------------------------------------------------------------------------------
// Descriptions
// ---------------------------------------------------------------------------------------------

const PRIMARY_FINALS = p(
  'Only the Championship grade leads to the finals. Each zone’s Championship winner plays in its region final, a knock-out between the zone champions. The region winners meet in the inter-region finals, one for the metropolitan regions and one for the country regions, and the metropolitan champion then plays the country champion in the NSW final. A finals pairing is a double match: each board is played twice with the colours reversed, so the pairing is scored out of 8.',
);

export const DESCRIPTIONS: Record<CompetitionMode, TextBlock[]> = {
  metropolitan_primary: [
    p(
      'The Metropolitan primary competition is a team chess competition for primary schools in the Sydney area and the Central Coast. Each team has four players, and a school may enter as many teams as it likes.',
    ),
    p(
      'Teams play in grades to suit their experience: Championship, Intermediate, Rookies (open to every school year) and, where enough teams enter, Junior rookies (Year 3 and under). Where a zone has too few teams for separate grades, its teams play in a combined division.',
    ),
    p(
      'The draw groups nearby schools into zones, which are named after a district or a central suburb and belong to one of the metropolitan regions. Within a division every team meets every other team once. Matches are played at the schools on Friday afternoons in Term 2, and the first-named team is at home.',
    ),
    PRIMARY_FINALS,
  ],
  country_primary: [
    p(
      'The Country primary competition is a team chess competition for primary schools outside Sydney, in six regions: Hunter, North Coast, North West, Riverina, South Coast and Western. Each team has four players, and a school may enter as many teams as it likes.',
    ),
    p(
      'Teams play in grades to suit their experience: Championship, Intermediate, Rookies (open to every school year) and, where enough teams enter, Junior rookies (Year 3 and under). Where a zone has too few teams for separate grades, its teams play in a combined division.',
    ),
    p(
      'Some zones play a match a week at the schools on Friday afternoons in Term 2. Others, where schools are far apart, bring every team to one central venue and play all the rounds in a single day in Term 2.',
    ),
    PRIMARY_FINALS,
  ],
  metropolitan_secondary: [
    p(
      'The Metropolitan secondary competition is a team chess competition for secondary schools in the Sydney area. Each team has four players in a match, and a school may use as many players as it needs over the season.',
    ),
    p(
      'Teams enter one of three grades by the school year of their players: Senior (Years 11 and 12), Intermediate (Years 9 and 10) and Junior (Years 7 and 8).',
    ),
    p(
      'Divisions are drawn within each region. The draw keeps travel short, puts a school’s teams in different divisions where it can, and makes parallel divisions about equally strong. Matches are played home and away after school on Fridays in Term 2, running into early Term 3 if needed.',
    ),
    p(
      'Division winners go on to knock-out region finals, and the region winners meet in the inter-region finals in Term 3 for each grade.',
    ),
  ],
  country_secondary: [
    p(
      'The Country secondary competition is a team chess competition for secondary schools outside Sydney. Each team has four players, and it is played as a knock-out in six regions: Hunter, North Coast, North West, Riverina, South Coast and Western.',
    ),
    p(
      'A team is out of the main competition after its second defeat. Teams that lose once also go into a second-place competition, so every school has more than one match.',
    ),
    p(
      'Each round has a play-by date, and the two schools agree between them when and where to play before that date. Where the schools are a long way apart the match can be played at a venue between them, or by telephone or over the internet.',
    ),
    p('The winner of each region goes to the finals, a round robin between the region winners.'),
  ],
};

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

/** Each rules text, given its paragraph on board colours (which differ from season to season). */
const PRIMARY_RULES = (colours: TextBlock): RulesText => ({
  title: 'Primary schools competition rules',
  file: 'Rules_Primary.pdf',
  intro: [
    p(
      'These rules apply to the Metropolitan primary and Country primary competitions. Games are played under the Laws of Chess of the world chess federation (FIDE), with the changes below for school matches.',
    ),
  ],
  sections: [
    {
      id: 'teams',
      heading: 'Teams and players',
      blocks: [
        list(
          'A team has four players, and every player must be a student of the school the team represents.',
          'Players sit in order of playing strength, the strongest on board 1. Where players have ratings, the board order follows them.',
          'A player plays only one game in a match.',
          'New schools should talk to the Primary Schools Coordinator before choosing grades. The coordinator may move teams between grades so that every zone has a workable draw.',
        ),
      ],
    },
    {
      id: 'matches',
      heading: 'Arranging matches',
      blocks: [
        list(
          'The home school hosts the match. Play starts at 4 pm unless both schools agree on another time.',
          'A match may be postponed only if the other school is told at least 2 days beforehand. A postponed match must be finished no later than 7 days after the last round of the preliminary matches.',
          'If a team or a player has not arrived 30 minutes after the agreed starting time, the opponents may claim the game or games by forfeit.',
        ),
      ],
    },
    {
      id: 'play',
      heading: 'Playing the games',
      blocks: [
        colours,
        list(
          'With a chess clock, each player has 30 minutes for the game. When time is short, for example after a late start, the schools may agree on less, but never less than 20 minutes each.',
          'A player may insist on a clock only when both players in the game are rated 400 or more.',
          'Without a clock, the supervising teacher may require a player to make each move within 2 minutes.',
          'A game that has lasted at least 1 hour may be stopped. It is then recorded as unfinished and decided by adjudication.',
          'Spectators, team-mates included, stay at least 1.5 metres from the boards and give no help or comment.',
        ),
      ],
    },
    {
      id: 'results',
      heading: 'Results',
      blocks: [
        p('Each game’s result is written on the result card as follows:'),
        SCORING_NOTATION,
        list(
          'The home school sends the completed result card to the zone scorer. If the scorer has not received it within 7 days of the date the match was due, the match is scored 0–0.',
          'A division is decided on the total of game points. Teams level on points share first place; in the Championship grade a playoff then decides which of them goes to the finals.',
        ),
      ],
    },
    {
      id: 'finals',
      heading: 'Finals',
      blocks: [
        p(
          `The Championship winners of the zones play knock-out region finals, then the inter-region finals (metropolitan and country), and the two champions meet in the NSW final. In the finals each pairing is a double match with the colours reversed for the second game on each board, scored out of 8. A level pairing is decided on tie-break; the tie-break score is printed in brackets and the winner is marked ${DRAW_MARKS.tiebreak}.`,
        ),
      ],
    },
  ],
});

const METROPOLITAN_SECONDARY_RULES = (colours: TextBlock): RulesText => ({
  title: 'Metropolitan secondary schools competition rules',
  file: 'Rules_Metropolitan_Secondary.pdf',
  intro: [
    p(
      'Games are played under the Laws of Chess of the world chess federation (FIDE), with the changes below for school matches. The Secondary Schools Coordinator runs the competition.',
    ),
  ],
  sections: [
    {
      id: 'teams',
      heading: 'Teams and players',
      blocks: [
        list(
          'A team has four players in each match. There is no limit on how many different players a school uses over the season, but every player must be a student of the school.',
          'Grades follow school years: Senior is for Years 11 and 12, Intermediate for Years 9 and 10 and Junior for Years 7 and 8.',
          'Players sit in order of playing strength or rating, the strongest on board 1, and a player plays only one game in a match.',
          'To play in the finals, a player must have played in at least 50% of the team’s preliminary matches.',
        ),
      ],
    },
    {
      id: 'matches',
      heading: 'Arranging matches',
      blocks: [
        list(
          'Matches are played home and away after school on Fridays. The first-named team is at home.',
          'The home school supplies four standard competition-size (Staunton) sets, and an adult supervises every home match.',
          'A match may be postponed by agreement, but it must be played no later than 1 week after the date it was due.',
          'A player who has not arrived 30 minutes after the starting time may have their clock started. A team or player not present 60 minutes after the starting time loses by forfeit.',
        ),
      ],
    },
    {
      id: 'play',
      heading: 'Time limits and colours',
      blocks: [
        colours,
        list(
          'Each player has 60 minutes for the game, or 45 minutes plus 10 seconds a move. If the schools agree on less, for example after a late start, each player still has at least 30 minutes.',
          'An adjourned game is resumed with 30 minutes on each clock.',
          'After a player’s third illegal move, the opponent may claim the game.',
        ),
      ],
    },
    {
      id: 'unfinished',
      heading: 'Unfinished games, disputes and appeals',
      blocks: [
        list(
          'A game that is not finished is recorded as X. The home coordinator sends it for adjudication within 3 days of the match, with the position on the adjudication form, and the Adjudicator decides the result.',
          'A dispute that the match supervisor cannot settle is reported in writing within 4 days of the match, and the Adjudicator rules on it.',
          'A school may appeal against a ruling to the Secondary Schools Coordinator within 7 days, and against the Coordinator’s decision to the Appeals Committee within a further 7 days.',
        ),
      ],
    },
    {
      id: 'results',
      heading: 'Results and tied matches',
      blocks: [
        p('Each game’s result is recorded as follows:'),
        SCORING_NOTATION,
        list(
          'Results are entered in the league’s online scoring system; each school’s coordinator receives a user name and password.',
          `A match tied 2–2 is decided on tie-break: each board’s game points are multiplied by 4 for board 1, 3 for board 2, 2 for board 3 and 1 for board 4, and the team with the higher total wins. On the draw, a win on tie-break is marked ${DRAW_MARKS.tiebreak}.`,
        ),
      ],
    },
    {
      id: 'finals',
      heading: 'Finals',
      blocks: [
        p(
          'Division winners play knock-out region finals in each grade, and the region winners meet in the inter-region finals in Term 3.',
        ),
      ],
    },
  ],
});

/** The telephone and internet guidelines: a section of the country secondary rules and a PDF of their own. */
export const REMOTE_PLAY_GUIDELINES: TextSection = {
  id: 'remote-play',
  heading: 'Guidelines for play by telephone or internet',
  blocks: [
    p(
      'When the schools are too far apart to meet, the Region Convenor may allow a match to be played by telephone or over the internet. Each school plays at home, with an adult Umpire in charge of its boards and a Teller who passes the moves to and from the other school.',
    ),
    list(
      'Set aside at least three hours for the match.',
      'Both sides write down every move. After every five moves each player also writes down the clock time: for the first 30 moves the time taken so far, and after that the time remaining.',
      'When a player reaches the time control, the clocks are set back 15 minutes.',
      'The Umpires agree the result of each game before they finish, and the home school sends the result to the Scorer by the next school day.',
    ),
  ],
};

const COUNTRY_SECONDARY_RULES = (colours: TextBlock): RulesText => ({
  title: 'Country secondary schools competition rules',
  file: 'Rules_Country_Secondary.pdf',
  intro: [
    p(
      'Games are played under the Laws of Chess of the world chess federation (FIDE), with the changes below for school matches.',
    ),
  ],
  sections: [
    {
      id: 'organisation',
      heading: 'Organisation',
      blocks: [
        list(
          'The Director of Play runs the competition, with a Region Convenor for each of the six regions: Hunter, North Coast, North West, Riverina, South Coast and Western.',
          'Each region plays a knock-out. A team is out of the main competition after its second defeat; teams beaten once also play in a second-place competition.',
          'The region winners go to the finals, a round robin between them.',
          'In special circumstances a Region Convenor may vary these rules for a match.',
        ),
      ],
    },
    {
      id: 'arrangements',
      heading: 'Arrangements for matches',
      blocks: [
        list(
          'Each round has a play-by date. The two coordinators agree on the day, time and place, and the match must be played by that date.',
          'The first-named team is the home team and hosts the match. An adult match supervisor is present throughout.',
          'If travel from one school to the other would take more than 6 hours, the match is played at a venue between the two schools, or by telephone or internet under the guidelines below.',
          'The home school sends the result card to the Scorer by the next school day.',
        ),
      ],
    },
    {
      id: 'teams',
      heading: 'Teams',
      blocks: [
        list(
          'A team has four players, and every player must be a student of the school.',
          'A school may include its primary students only when it does not have enough secondary students, and then at least two of the four players must be secondary students.',
          'Players sit in order of playing strength or rating, the strongest on board 1, and a player plays only one game in a match.',
        ),
      ],
    },
    {
      id: 'conditions',
      heading: 'Match conditions',
      blocks: [
        colours,
        list(
          'The coordinators agree on the time allowed before play begins, leaving enough time for the games to finish.',
          `A match tied 2–2 is decided by setting aside the result on board 4 and comparing the rest; if the teams are still level, board 3 is set aside as well, and so on up the boards. On the draw, a win on tie-break is marked ${DRAW_MARKS.tiebreak}.`,
        ),
        p('Each game’s result is recorded as follows:'),
        SCORING_NOTATION,
      ],
    },
    {
      id: 'behaviour',
      heading: 'Behaviour',
      blocks: [
        list(
          'Players shake hands before and after their game, play in silence and accept the supervisor’s decisions.',
          'No one may advise a player during a game, and players keep phones and other devices switched off and away from the board.',
          'Spectators, team-mates included, stay at least one metre from the players and keep quiet. The supervisor may ask anyone who disturbs play to leave the room.',
        ),
      ],
    },
    {
      id: 'disputes',
      heading: 'Disputes and problems',
      blocks: [
        list(
          'The match supervisor settles questions at the board under the Laws of Chess.',
          'An unfinished game is recorded as X and sent to the Adjudicator with the position and the moves; the Adjudicator decides the result.',
          'A dispute the supervisor cannot settle goes to the Region Convenor, and an appeal against the Convenor’s decision goes to the Appeals Committee.',
          'If a match cannot be played by its play-by date, tell the Region Convenor as soon as possible.',
        ),
      ],
    },
    {
      id: 'contacts',
      heading: 'Contacts',
      blocks: [
        p(
          'Write to the officials by role. On this demonstration site the addresses use the reserved example.org domain and reach no one; entered schools receive their officials’ contacts with the draw.',
        ),
        {
          kind: 'contacts',
          items: [
            { role: 'Director of Play', email: 'director.of.play@example.org' },
            { role: 'Secondary Schools Coordinator', email: 'secondary.coordinator@example.org' },
            { role: 'Country secondary Scorer', email: 'scorer.country-secondary@example.org' },
            { role: 'Region Convenors', email: 'convenor.country-secondary@example.org' },
          ],
        },
      ],
    },
    REMOTE_PLAY_GUIDELINES,
  ],
});

const RULES_BY_KIND: Record<RulesKind, (colours: TextBlock) => RulesText> = {
  primary: PRIMARY_RULES,
  metropolitan_secondary: METROPOLITAN_SECONDARY_RULES,
  country_secondary: COUNTRY_SECONDARY_RULES,
};

/** The rules as a season's competition page shows them: its board colours, said as its draws say them. */
export function rulesText(kind: RulesKind, homeWhiteBoards: readonly number[]): RulesText {
  return RULES_BY_KIND[kind](p(colourRule(homeWhiteBoards)));
}

/** The rules as the PDFs print them: one text for every season, so the colours are left to the draw. */
export const RULES: Record<RulesKind, RulesText> = {
  primary: PRIMARY_RULES(p(SEASON_NEUTRAL_COLOUR_RULE)),
  metropolitan_secondary: METROPOLITAN_SECONDARY_RULES(p(SEASON_NEUTRAL_COLOUR_RULE)),
  country_secondary: COUNTRY_SECONDARY_RULES(p(SEASON_NEUTRAL_COLOUR_RULE)),
};

/** The headings of the country secondary rules accordion, in order (SPEC section 2). */
export const COUNTRY_SECONDARY_RULE_HEADINGS = RULES.country_secondary.sections.map((s) => s.heading);

/** The season's board colours, when the draw gives them: e.g. `[1, 3]` for White on boards 1 and 3. */
export function seasonColoursNote(year: number, homeWhiteBoards: readonly number[]): string | null {
  const colours = boardColours(homeWhiteBoards);
  if (!colours) return null;
  const { white, black } = colours;
  return `In ${year} the home team plays White on boards ${white.join(' and ')} and Black on boards ${black.join(' and ')}.`;
}

// ---------------------------------------------------------------------------------------------
// Resources
// ---------------------------------------------------------------------------------------------

/** The FIDE Handbook's Laws of Chess. */
export const FIDE_LAWS_URL = 'https://handbook.fide.com/chapter/E012023';

export const FILES = {
  notes: 'Notes_On_The_Laws_Of_Chess.pdf',
  resultCard: 'Result_Card.pdf',
  adjudication: 'Adjudication_Form.pdf',
  benefits: 'Educational_Benefits_Of_Chess.pdf',
  remotePlay: 'Guidelines_Telephone_Internet_Play.pdf',
} as const;

export type Resource = { label: string; href: string; description: string; external?: boolean };

const laws: Resource = {
  label: 'FIDE Laws of Chess',
  href: FIDE_LAWS_URL,
  external: true,
  description: 'The laws every game is played under, in the world chess federation’s handbook.',
};
const notes: Resource = {
  label: 'Notes on the Laws of Chess',
  href: assetFilePath(FILES.notes),
  description: 'The laws that matter most in school matches, explained for players and supervisors.',
};
const adjudication: Resource = {
  label: 'Adjudication form',
  href: assetFilePath(FILES.adjudication),
  description: 'For recording the position of an unfinished game to send to the Adjudicator.',
};
const benefits: Resource = {
  label: 'Chess at school: what students gain',
  href: assetFilePath(FILES.benefits),
  description: 'A short paper for principals and teachers on what chess and team competition give students.',
};

export const RESOURCES: Record<RulesKind, Resource[]> = {
  primary: [
    laws,
    notes,
    {
      label: 'Result card',
      href: assetFilePath(FILES.resultCard),
      description: 'Fill it in at every match; the home school sends it to the zone scorer within 7 days.',
    },
    adjudication,
    benefits,
  ],
  metropolitan_secondary: [
    laws,
    notes,
    {
      label: 'Result card',
      href: assetFilePath(FILES.resultCard),
      description:
        'The record of a match, signed by both teams, kept by the home school after the result is entered online.',
    },
    adjudication,
    benefits,
  ],
  country_secondary: [
    laws,
    notes,
    {
      label: 'Result card',
      href: assetFilePath(FILES.resultCard),
      description:
        'Fill it in at every match; the home school sends it to the Scorer by the next school day.',
    },
    adjudication,
    {
      label: 'Guidelines for play by telephone or internet',
      href: assetFilePath(FILES.remotePlay),
      description: 'How to run a match between schools that are too far apart to meet.',
    },
    benefits,
  ],
};

// ---------------------------------------------------------------------------------------------
// History notes
// ---------------------------------------------------------------------------------------------

/** What the history table can and cannot show, competition by competition. */
export const HISTORY_NOTES: Record<CompetitionMode, { blurb: string[]; notes: string[] }> = {
  metropolitan_primary: {
    blurb: [
      'The primary competition has one state champion, decided in the NSW final between the metropolitan and country champions, so both primary competitions list the same winners.',
    ],
    notes: [
      'Earlier winners are from the league’s published list, which starts in 1981 and has no entry for 1986.',
    ],
  },
  country_primary: {
    blurb: [
      'The primary competition has one state champion, decided in the NSW final between the metropolitan and country champions, so both primary competitions list the same winners.',
    ],
    notes: [
      'Earlier winners are from the league’s published list, which starts in 1981 and has no entry for 1986.',
    ],
  },
  metropolitan_secondary: {
    blurb: [
      'The Metropolitan secondary competition has been played since the late 1940s. Until 1978 schools competed in A, B, C and D grades; since then the grades have followed school years, as Senior, Intermediate and Junior.',
      'The league’s list of winners from those years is not held on this site, so the table shows only the seasons recorded here.',
    ],
    notes: [
      '1949 is the first year in the league’s list of winners. Any wins before then by that year’s winning school are not known.',
    ],
  },
  country_secondary: {
    blurb: [
      'The league’s list of earlier Country secondary winners is not held on this site, so the table shows only the seasons recorded here.',
    ],
    notes: [],
  },
};

/**
 * The rules texts of the three kinds of competition: shown on the competition pages and printed to
 * the rules PDFs (scripts/make-pdfs.ts). Colours and marks come from lib/league/draw-key.ts, so the
 * rules say what the draws say.
 */
import type { CompetitionMode } from './constants';
import { DRAW_MARKS, SEASON_NEUTRAL_COLOUR_RULE, colourRule } from './draw-key';
import { REMOTE_PLAY_GUIDELINES } from './competition-resources';
import { SCORING_NOTATION, list, p, type TextBlock, type TextSection } from './text-blocks';
import { PRIMARY_MATCH_START } from './match-times';

/** A rules text: shown on the page and printed to `file`. */
export type RulesText = { title: string; file: string; intro: TextBlock[]; sections: TextSection[] };

export type RulesKind = 'primary' | 'metropolitan_secondary' | 'country_secondary';

export function rulesKind(mode: CompetitionMode): RulesKind {
  return mode === 'metropolitan_primary' || mode === 'country_primary' ? 'primary' : mode;
}

// --------------------------------------------------------------------------------------------- Rules
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
          `The home school hosts the match. Play starts at ${PRIMARY_MATCH_START.text} unless both schools agree on another time.`,
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

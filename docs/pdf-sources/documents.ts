/**
 * The source of every PDF under public/assets/files. `npx tsx scripts/make-pdfs.ts` prints each
 * document to its file; the rules documents are the same texts the competition pages show
 * (lib/league/competition-text.ts). Text must stay within the WinAnsi character set of the standard
 * PDF fonts (see that file's header).
 */
import { FILES, REMOTE_PLAY_GUIDELINES, RULES, type RulesText } from '@/lib/league/competition-text';
import { SUBTITLE, p, list, type LeagueDocument } from './blocks';
import { ADJUDICATION_FORM, RESULT_CARD } from './forms';

export type { LeagueDocument, PdfBlock, PdfSection } from './blocks';

function rulesDocument(rules: RulesText): LeagueDocument {
  return {
    file: rules.file,
    title: rules.title,
    subtitle: SUBTITLE,
    sections: [
      { blocks: rules.intro },
      ...rules.sections.map((s) => ({ heading: s.heading, blocks: s.blocks })),
    ],
  };
}

const NOTES_ON_THE_LAWS: LeagueDocument = {
  file: FILES.notes,
  title: 'Notes on the Laws of Chess',
  subtitle: SUBTITLE,
  sections: [
    {
      blocks: [
        p(
          'These notes pick out the parts of the Laws of Chess that come up most often in school matches. They explain the laws; they do not replace them. The full text is in the FIDE Handbook (handbook.fide.com), and the competition rules say where school matches differ.',
        ),
      ],
    },
    {
      heading: 'Touching and moving pieces',
      blocks: [
        list(
          'A player who deliberately touches one of their own pieces must move it, if it has a legal move. A player who deliberately touches an opponent’s piece must capture it, if it can be captured.',
          'To straighten a piece on its square, say “I adjust” first.',
          'A move is finished when the player lets go of the piece on its new square. Castling is moved with the king first.',
          'A pawn that reaches the last rank must be promoted straight away, to a queen, rook, bishop or knight of the same colour.',
        ),
      ],
    },
    {
      heading: 'Illegal moves',
      blocks: [
        list(
          'If an illegal move is noticed, the position before it is set up again and the player makes a legal move, with the same piece where the touch-move rule requires it.',
          'In the metropolitan secondary competition a player’s third illegal move lets the opponent claim the game.',
          'Only the players, and the supervisor when asked, point out an illegal move. Spectators and team-mates say nothing.',
        ),
      ],
    },
    {
      heading: 'Using a chess clock',
      blocks: [
        list(
          'Press the clock with the same hand that moved the piece, and only after the move is finished.',
          'A player whose time runs out loses the game, unless the opponent could not checkmate by any series of legal moves; the game is then drawn.',
          'Leave the clock alone except to press it. To pause the game, for example to call the supervisor, stop both clocks.',
        ),
      ],
    },
    {
      heading: 'How a game can be drawn',
      blocks: [
        list(
          'The players agree to a draw. Offer it just after making your move and before pressing the clock.',
          'Stalemate: the player to move is not in check and has no legal move.',
          'Neither player has enough pieces left to checkmate.',
          'The same position is about to appear, or has appeared, for the third time with the same player to move; the player to move claims the draw.',
          'Fifty moves in a row by each player without a capture or a pawn move; the player to move claims the draw.',
        ),
      ],
    },
    {
      heading: 'Writing down the moves',
      blocks: [
        p(
          'Players who keep a score sheet write each move in algebraic notation, such as Nf3 or exd5, after making it on the board, never before. A complete score makes a claim or an adjudication far easier to settle.',
        ),
      ],
    },
    {
      heading: 'Behaviour at the board',
      blocks: [
        list(
          'Play quietly and do not distract the opponent, for example by talking, tapping or offering repeated draws.',
          'No notes, books, phones or advice during the game.',
          'If something goes wrong, stop the clocks and ask the supervisor. Shake hands at the end, whatever the result.',
        ),
      ],
    },
    {
      heading: 'Unfinished games',
      blocks: [
        p(
          'A game stopped before it finishes is recorded as X and decided by adjudication. Both players check the position on the adjudication form and sign it, so the Adjudicator sees exactly what was on the board.',
        ),
      ],
    },
  ],
};

const EDUCATIONAL_BENEFITS: LeagueDocument = {
  file: FILES.benefits,
  title: 'Chess at school: what students gain',
  subtitle: 'A paper for principals and teachers',
  sections: [
    {
      blocks: [
        p(
          'A school chess team asks little of a school: a room, a few sets and a teacher or parent willing to coordinate. This paper sets out what students take from the game and from playing it as a team, so that schools can decide whether to enter.',
        ),
      ],
    },
    {
      heading: 'Thinking skills the game exercises',
      blocks: [
        list(
          'Concentration: a single game holds a player’s attention for up to an hour or more.',
          'Planning: a player sets a goal, works out the steps towards it, and changes the plan when the opponent replies.',
          'Calculation and checking: every move is a small problem, and a move that is not checked can lose the game.',
          'Making decisions under time limits, and living with the consequences of each choice.',
        ),
      ],
    },
    {
      heading: 'What team competition adds',
      blocks: [
        list(
          'Responsibility: each player’s result counts towards the team’s, so students learn to play every game to the end.',
          'Sportsmanship: players shake hands, accept results and keep quiet while others play.',
          'Belonging: students who do not play team sports can represent their school.',
          'Mixing across ages and schools: teams meet other schools in their zone, and strong teams travel to the finals.',
        ),
      ],
    },
    {
      heading: 'Why it suits schools',
      blocks: [
        list(
          'Boys and girls, and younger and older students, play on equal terms.',
          'The cost is low: the entry fee is per team, and a set lasts for years.',
          'Grades from Rookies and Junior rookies to Championship let beginners and strong players each find a fair level.',
        ),
      ],
    },
    {
      heading: 'Getting started',
      blocks: [
        list(
          'Run a weekly lunchtime or after-school club, and choose teams from its players.',
          'Teach players to write down their moves, so that games can be replayed and talked through afterwards.',
          'Play practice matches with clocks before the competition starts.',
          'Enter online when entries open; the competition pages list the closing dates.',
        ),
      ],
    },
  ],
};

const REMOTE_PLAY: LeagueDocument = {
  file: FILES.remotePlay,
  title: REMOTE_PLAY_GUIDELINES.heading,
  subtitle: 'Country secondary schools competition',
  sections: [{ blocks: REMOTE_PLAY_GUIDELINES.blocks }],
};

export const DOCUMENTS: LeagueDocument[] = [
  rulesDocument(RULES.primary),
  rulesDocument(RULES.metropolitan_secondary),
  rulesDocument(RULES.country_secondary),
  REMOTE_PLAY,
  NOTES_ON_THE_LAWS,
  RESULT_CARD,
  ADJUDICATION_FORM,
  EDUCATIONAL_BENEFITS,
];

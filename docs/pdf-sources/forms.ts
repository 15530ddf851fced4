/** The one-page forms: the result card and the adjudication form. */
import { FILES } from '@/lib/league/competition-text';
import { SUBTITLE, p, list, type LeagueDocument } from './blocks';

export const RESULT_CARD: LeagueDocument = {
  file: FILES.resultCard,
  title: 'Result card',
  subtitle: SUBTITLE,
  layout: 'form',
  sections: [
    {
      blocks: [
        {
          kind: 'fields',
          columns: 2,
          fields: ['Competition', 'Grade', 'Division', 'Round', 'Date due', 'Date played'],
        },
        { kind: 'fields', columns: 1, fields: ['Home school (first-named team)', 'Away school'] },
      ],
    },
    {
      heading: 'Games',
      blocks: [
        p(
          'Write the home team’s colour on each board as the season’s draw sets it, and each player’s result in the notation below.',
        ),
        {
          kind: 'table',
          head: ['Board', 'Home player', 'Home colour', 'Home result', 'Away result', 'Away player'],
          widths: [0.09, 0.27, 0.12, 0.125, 0.125, 0.27],
          rows: [
            ['1', '', '', '', '', ''],
            ['2', '', '', '', '', ''],
            ['3', '', '', '', '', ''],
            ['4', '', '', '', '', ''],
            ['Total', '', '', '', '', ''],
          ],
        },
        {
          kind: 'fields',
          columns: 2,
          fields: ['Tie-break winner (if tied 2–2)', 'Unfinished (X) on boards'],
        },
      ],
    },
    {
      heading: 'Signatures',
      blocks: [
        {
          kind: 'fields',
          columns: 2,
          fields: ['Home supervisor (name)', 'Away supervisor (name)', 'Signature', 'Signature'],
        },
      ],
    },
    {
      heading: 'Notation',
      blocks: [
        p(
          '1 a win, 0 a loss, ½ a draw, 1F a win by forfeit, 0F a loss by forfeit, X an unfinished game (counts for neither side until it is adjudicated).',
        ),
      ],
    },
    {
      heading: 'Sending the card',
      blocks: [
        list(
          'Primary: the home school sends the card to the zone scorer. A card the scorer has not received within 7 days of the date the match was due makes the match 0–0.',
          'Metropolitan secondary: the result is entered in the online scoring system, and the home school keeps the card.',
          'Country secondary: the home school sends the card to the Scorer by the next school day.',
        ),
      ],
    },
  ],
};

export const ADJUDICATION_FORM: LeagueDocument = {
  file: FILES.adjudication,
  title: 'Adjudication form',
  subtitle: SUBTITLE,
  layout: 'form',
  sections: [
    {
      blocks: [
        p(
          'Use this form for a game that was stopped before it finished (recorded as X). Both players check the position and sign. In the metropolitan secondary competition the home coordinator sends it within 3 days of the match.',
        ),
        {
          kind: 'fields',
          columns: 2,
          fields: ['Competition and grade', 'Division', 'Round', 'Date played', 'Board', 'Side to move'],
        },
        {
          kind: 'fields',
          columns: 2,
          fields: [
            'White player',
            'Black player',
            'White’s school',
            'Black’s school',
            'Time left: White',
            'Time left: Black',
          ],
        },
      ],
    },
    {
      heading: 'Position when play stopped',
      blocks: [
        {
          kind: 'board',
          caption: 'Draw the pieces with White at the bottom: K Q R B N P for White, circled for Black.',
        },
        { kind: 'fields', columns: 2, fields: ['Moves played', 'Last move played'] },
      ],
    },
    {
      heading: 'Claims',
      blocks: [
        {
          kind: 'fields',
          columns: 2,
          fields: ['White claims (win, draw or loss)', 'Black claims (win, draw or loss)'],
        },
        { kind: 'lines', label: 'Reasons for the claims, if any:', count: 1 },
        {
          kind: 'fields',
          columns: 2,
          fields: ['White’s signature', 'Black’s signature', 'Supervisor (name)', 'Supervisor’s signature'],
        },
      ],
    },
    {
      heading: 'For the Adjudicator',
      blocks: [{ kind: 'fields', columns: 2, fields: ['Result', 'Adjudicator’s signature and date'] }],
    },
  ],
};

/** The files and links listed under each competition's resources, and where they are kept. */
import { assetFilePath } from './links';
import type { RulesKind } from './competition-rules';
import { list, p, type TextSection } from './text-blocks';

// --------------------------------------------------------------------------------------------- Resources
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

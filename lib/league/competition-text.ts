/**
 * Our own competition page texts, from SPEC 1, 5, 9 and ../shared/data/nswjcl; scripts/make-pdfs.ts prints
 * the same source to public/assets/files so page and PDF agree. PDFs use Helvetica (WinAnsi): keep to
 * Latin-1, ½, ×, ‘’“”, – — and •; no arrows or maths signs.
 */
import type { CompetitionMode } from './constants';
import { p, type TextBlock } from './text-blocks';

export * from './text-blocks';
export * from './competition-rules';
export * from './competition-resources';

// --------------------------------------------------------------------------------------------- Descriptions
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

// --------------------------------------------------------------------------------------------- History notes
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

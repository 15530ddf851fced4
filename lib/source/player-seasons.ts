import 'server-only';
/**
 * Registered players' seasons and certificates, for the school's own register page (docs/privacy.md): read
 * from the school's published cards (lib/league/players/season.ts) and drawn as one A4 page each.
 */
import { getDb } from '@/lib/db/server';
import { getSchoolCards } from '@/lib/db/queries/cards-read';
import { zoneModes } from '@/lib/db/queries/cards-eligibility';
import type { PrivateLink } from '@/lib/db/queries/cards-links';
import { publishedPlayers } from '@/lib/league/eligibility';
import { COMPETITION_NAMES } from '@/lib/league/constants';
import {
  namesNotOnRegister,
  type ListedPlayer,
  playerSeasons,
  type PlayerSeason,
  type SchoolMatch,
} from '@/lib/league/players/season';
import { certificatePdf, type Certificate } from '@/lib/players/certificate';

export type { PlayerSeason };

export type RegisterSeason = {
  /** Each player's season so far, in the order given. */
  seasons: PlayerSeason[];
  /** Names typed on the school's cards that are on no register entry. */
  unlisted: { name: string; games: number }[];
};

/** The players' seasons, from the school's published cards. */
export async function readPlayerSeasons(
  link: PrivateLink,
  players: readonly ListedPlayer[],
): Promise<RegisterSeason> {
  const db = await getDb();
  const [cards, modes] = await Promise.all([getSchoolCards(db, link), zoneModes(db, link.year)]);
  const matches: SchoolMatch[] = (cards?.matches ?? []).flatMap(({ match, viewer, state }) => {
    const mode = modes.get(match.zone);
    if (!mode || viewer === 'official') return [];
    const [ours, theirs] =
      viewer === 'home' ? [match.homeTeam, match.awayTeam] : [match.awayTeam, match.homeTeam];
    const published =
      state.state === 'published'
        ? { boards: state.published.boards, players: publishedPlayers(state.published) }
        : null;
    return [
      {
        round: match.round,
        date: match.date,
        mode,
        side: viewer,
        team: `${match.division}:${ours.no}`,
        teamName: ours.name,
        opponent: theirs.name,
        published,
      },
    ];
  });
  return { seasons: playerSeasons(players, matches), unlisted: namesNotOnRegister(players, matches) };
}

/** The certificates of the players who have played, as one PDF (one page each); null when none has. */
export async function certificatesOf(
  link: PrivateLink,
  players: readonly ListedPlayer[],
): Promise<Uint8Array | null> {
  const { seasons } = await readPlayerSeasons(link, players);
  const certificates: Certificate[] = seasons.flatMap((season, i) =>
    season.team && season.games.length
      ? [
          {
            year: link.year,
            school: link.subject,
            player: players[i]!.name,
            team: season.team.name,
            competition: `${COMPETITION_NAMES[season.team.mode]} schools competition`,
            games: season.games,
            points: season.points,
          },
        ]
      : [],
  );
  return certificates.length ? certificatePdf(certificates) : null;
}

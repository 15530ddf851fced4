import 'server-only';
/**
 * The scorer's desk as its pages read it, from the store for each request (never cached: it changes with
 * every card). A scorer's address reads its own zone only; the Director of Play's, every zone.
 */
import { getDb } from '@/lib/db/server';
import type { PrivateLink } from '@/lib/db/queries/cards-links';
import { openPrivateLink } from './cards';
import { getMatchCard, getZoneCards, type CardMatchView } from '@/lib/db/queries/cards-read';
import { linkLabels } from '@/lib/db/queries/cards-desk';
import { getSchoolContacts, type Contact } from '@/lib/db/queries/cards-contacts';
import { getZoneEligibility } from '@/lib/db/queries/cards-eligibility';
import { readCardSeason } from '@/lib/db/queries/cards-season';
import { photoIdsOf } from '@/lib/league/cards/audit';
import type { GradeCode } from '@/lib/league/constants';

export type { CompetitionEligibility } from '@/lib/db/queries/cards-eligibility';

/** The official's live address a token opens (scorer or Director of Play), or null. */
export async function openOfficialLink(token: string): Promise<PrivateLink | null> {
  const link = await openPrivateLink(token);
  return link && link.kind !== 'school' ? link : null;
}

export type DeskMatch = CardMatchView & { homeContacts: Contact[]; awayContacts: Contact[] };

/** The desk: the zone's (or every zone's) matches with their states and counts, contacts, eligibility. */
export async function readDesk(link: PrivateLink, zone?: string) {
  const db = await getDb();
  const cards = await getZoneCards(db, link, new Date(), zone);
  if (!cards) return null;
  const contacts = await getSchoolContacts(db, link.year);
  const of = (school: { slug: string } | null) => (school ? (contacts.get(school.slug) ?? []) : []);
  const matches: DeskMatch[] = cards.matches.map((m) => ({
    ...m,
    homeContacts: of(m.match.homeTeam.school),
    awayContacts: of(m.match.awayTeam.school),
  }));
  const eligibility = (await getZoneEligibility(db, link, zone)) ?? [];
  return { ...cards, matches, eligibility };
}

/** One match as an official sees it, with who sent each event of its trail; null when not the link's. */
export async function readOfficialMatch(link: PrivateLink, key: string) {
  const db = await getDb();
  let text = key;
  try {
    text = decodeURIComponent(key);
  } catch {
    return null;
  }
  const card = await getMatchCard(db, link, text);
  if (!card || card.viewer !== 'official') return null;
  const labels = await linkLabels(
    db,
    card.history.map((e) => e.linkId),
  );
  return { card, labels, photos: photoIdsOf(card.history) };
}

/** What a round's paper cards need from the season: each division's grade and the season's board colours. */
export async function readRoundCards(link: PrivateLink, round: number, zone?: string) {
  const db = await getDb();
  const wanted = link.kind === 'scorer' ? link.subject : zone;
  const season = await readCardSeason(db, link.year, wanted);
  if (!season) return null;
  const matches = season.matches.filter((m) => m.round === round);
  return {
    year: link.year,
    homeWhiteBoards: season.homeWhiteBoards,
    zones: season.zones.filter((z) => wanted === undefined || z.code === wanted),
    matches,
    grades: new Map(season.divisions.map((d) => [d.code, d.grade as GradeCode])),
  };
}

/**
 * What the scorer's desk reads beyond D1's zone list: the schools' coordinators (for a late match's
 * reminder), who sent each event of a trail (an address's kind and subject, never its token), and the
 * finals eligibility from the published cards' names.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { entryRequests, invitations, privateLinks, schools, seasons } from '../schema';
import type { ZoneCards } from './cards-read';
import type { LinkLabel } from '@/lib/league/cards/audit';
import { finalsEligibility, type TeamEligibility } from '@/lib/league/cards/eligibility';
import { schoolSlug } from '@/lib/league/school-slug';

export type Coordinator = { name: string; email: string };

type Person = { first_name?: unknown; last_name?: unknown; title?: unknown; email?: unknown };

function peopleOf(list: unknown): Coordinator[] {
  if (!Array.isArray(list)) return [];
  return (list as Person[]).flatMap((p) => {
    if (typeof p?.email !== 'string' || !p.email.includes('@')) return [];
    const name = [p.first_name, p.last_name].filter((s) => typeof s === 'string' && s).join(' ');
    return [{ name: name || p.email, email: p.email.trim() }];
  });
}

/**
 * Each school's coordinators this season, by school slug: those of its latest entry request, else those
 * of its invitations (the league's records of last year's coordinators).
 */
export async function schoolCoordinators(
  db: Db,
  year: number,
  names: readonly string[],
): Promise<Map<string, Coordinator[]>> {
  const wanted = new Set(names.map(schoolSlug));
  const found = new Map<string, Coordinator[]>();
  if (!wanted.size) return found;
  const requests = await db
    .select({ school: entryRequests.schoolName, request: entryRequests.request })
    .from(entryRequests)
    .where(eq(entryRequests.year, year))
    .orderBy(desc(entryRequests.id));
  for (const row of requests) {
    const slug = schoolSlug(row.school);
    if (!wanted.has(slug) || found.has(slug)) continue;
    const people = peopleOf(row.request.coordinators);
    if (people.length) found.set(slug, people);
  }
  const invited = await db
    .select({ school: schools.name, coordinators: invitations.coordinators })
    .from(invitations)
    .innerJoin(schools, eq(invitations.schoolId, schools.id))
    .innerJoin(seasons, eq(schools.seasonId, seasons.id))
    .where(eq(seasons.year, year));
  for (const row of invited) {
    const slug = schoolSlug(row.school);
    if (!wanted.has(slug) || (found.get(slug)?.length ?? 0) > 0) continue;
    const people = peopleOf(row.coordinators);
    if (people.length) found.set(slug, people);
  }
  return found;
}

/** Who each link id is (kind and subject), for an audit trail: never the token, which is not stored anyway. */
export async function linkLabels(db: Db, ids: readonly (number | null)[]): Promise<Map<number, LinkLabel>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: privateLinks.id, kind: privateLinks.kind, subject: privateLinks.subject })
    .from(privateLinks)
    .where(and(inArray(privateLinks.id, wanted)));
  return new Map(rows.map((r) => [r.id, { kind: r.kind, subject: r.subject }]));
}

/** Per team of the desk's divisions, the players who played at least half its preliminary matches. */
export function deskEligibility(cards: ZoneCards): TeamEligibility[] {
  return finalsEligibility(
    cards.matches.map((v) => ({
      division: v.match.division,
      home: { no: v.match.home, name: v.match.homeTeam.name },
      away: { no: v.match.away, name: v.match.awayTeam.name },
      state: v.state,
    })),
  );
}

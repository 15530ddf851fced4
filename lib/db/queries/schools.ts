/** School look-ups for the entry form. None of them returns a coordinator's details except by hash. */
import crypto from 'node:crypto';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { entryRequests, invitations, schools, seasons } from '../schema';
import { competitionFromCode, metroFromCode } from '@/lib/league/constants';
import { previousCoordinator, type Invitation, type SchoolDetails } from '@/lib/league/invitation';

type SchoolRow = typeof schools.$inferSelect;

async function activeSeasonId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.active, true));
  return row?.id ?? null;
}

function details(row: SchoolRow): SchoolDetails {
  return {
    name: row.name,
    address: row.address,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    phone: row.phone,
    fax: row.fax ?? '',
    locationOfChessRoom: row.locationOfChessRoom ?? '',
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Distinct school names of the active season containing `query`, at most `limit`. */
export async function schoolTypeahead(
  db: Db,
  params: { query: string; limit: number; metro?: string | null; competition?: string | null },
): Promise<{ name: string }[]> {
  const seasonId = await activeSeasonId(db);
  const query = params.query.trim();
  if (seasonId === null || !query) return [];
  const metro = params.metro ? metroFromCode(params.metro) : null;
  const competition = params.competition ? competitionFromCode(params.competition) : null;
  const rows = await db
    .selectDistinct({ name: schools.name })
    .from(schools)
    .where(
      and(
        eq(schools.seasonId, seasonId),
        ilike(schools.name, `%${escapeLike(query)}%`),
        metro ? eq(schools.metro, metro) : undefined,
        competition ? eq(schools.competition, competition) : undefined,
      ),
    )
    .orderBy(asc(schools.name))
    .limit(Math.min(Math.max(params.limit, 1), 10));
  return rows;
}

export async function searchSchoolByName(db: Db, name: string): Promise<SchoolDetails | null> {
  const seasonId = await activeSeasonId(db);
  if (seasonId === null) return null;
  const [row] = await db
    .select()
    .from(schools)
    .where(and(eq(schools.seasonId, seasonId), sql`lower(${schools.name}) = lower(${name.trim()})`))
    .limit(1);
  return row ? details(row) : null;
}

/** A previous-year coordinator's hash: stable for the same email, never the email itself. */
export function coordinatorHash(invitationHash: string, email: string): string {
  return crypto
    .createHash('sha256')
    .update(`${invitationHash}:${email.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The invitation of a link's hash; null when no invitation of the stored seasons has it. */
export async function getInvitation(db: Db, hash: string): Promise<Invitation | null> {
  const [row] = await db
    .select({ school: schools, invitation: invitations })
    .from(invitations)
    .innerJoin(schools, eq(invitations.schoolId, schools.id))
    .where(eq(invitations.hash, hash))
    .limit(1);
  if (!row) return null;
  const [stored] = await db
    .select({ id: entryRequests.id })
    .from(entryRequests)
    .where(eq(entryRequests.hash, hash))
    .limit(1);
  return {
    hash,
    mode: row.invitation.mode,
    school: details(row.school),
    alreadySubmitted: row.invitation.submitted || Boolean(stored),
    coordinators: row.invitation.coordinators.map((c) =>
      previousCoordinator(coordinatorHash(hash, c.email), c),
    ),
  };
}

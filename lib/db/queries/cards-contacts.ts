/**
 * The coordinators of a season's schools, for the scorer's reminders (`mailto:`) and the site's mail to schools
 * (lib/writes/card-notices.ts): from the schools' entry requests of that year, else the coordinators the
 * season's bundle gives with the school's invitations. Private: for the scorer's page and the mail outbox only.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { entryRequests, invitations, schools, seasons } from '../schema';
import { schoolSlug } from '@/lib/league/school-slug';

export type Contact = { name: string; email: string };

function contactsOf(list: unknown): Contact[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((c: Record<string, unknown>) => {
    const email = typeof c?.email === 'string' ? c.email.trim() : '';
    if (!email) return [];
    const name = [c.title, c.first_name, c.last_name].filter((p) => typeof p === 'string' && p).join(' ');
    return [{ name, email }];
  });
}

/** Contacts by school slug (schoolSlug of the name), each e-mail address once. */
export async function getSchoolContacts(db: Db, year: number): Promise<Map<string, Contact[]>> {
  const [requests, invited] = await Promise.all([
    db
      .select({ school: entryRequests.schoolName, request: entryRequests.request })
      .from(entryRequests)
      .where(eq(entryRequests.year, year)),
    db
      .select({ school: schools.name, coordinators: invitations.coordinators })
      .from(invitations)
      .innerJoin(schools, eq(schools.id, invitations.schoolId))
      .innerJoin(seasons, eq(seasons.id, schools.seasonId))
      .where(eq(seasons.year, year)),
  ]);
  const found = new Map<string, Contact[]>();
  const add = (school: string, contacts: Contact[]) => {
    const slug = schoolSlug(school);
    const list = found.get(slug) ?? [];
    for (const c of contacts)
      if (!list.some((k) => k.email.toLowerCase() === c.email.toLowerCase())) list.push(c);
    if (list.length) found.set(slug, list);
  };
  for (const r of requests) add(r.school, contactsOf(r.request.coordinators));
  const requested = new Set(found.keys());
  for (const i of invited)
    if (!requested.has(schoolSlug(i.school))) add(i.school, contactsOf(i.coordinators));
  return found;
}

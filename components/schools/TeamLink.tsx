import Link from 'next/link';
import { teamSchoolSlug } from '@/lib/league/school-match';
import { schoolPath } from '@/lib/league/school-paths';

export type TeamLinkProps = {
  team: { name: string; school?: string; bye?: boolean };
  /** The season the name is shown in: the link opens the school's page for that season. */
  year?: number | null;
  className?: string;
};

/** A team's name linked to its school's page; the bye row and placeholders stay plain text. */
export function TeamLink({ team, year, className }: TeamLinkProps) {
  const slug = teamSchoolSlug(team);
  if (!slug) return <>{team.name}</>;
  return (
    <Link href={schoolPath(slug, year)} prefetch={false} className={className}>
      {team.name}
    </Link>
  );
}

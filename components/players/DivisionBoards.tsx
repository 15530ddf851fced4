import type { PublicBoards } from '@/lib/league/players/public-name';
import { MatchBoards } from './MatchBoards';

/** A division's published matches whose cards name players, on its zone's page: `Round 4: A v B: boards`. */
export function DivisionBoards({
  teams,
  boards,
}: {
  teams: readonly { no: number; name: string }[];
  boards: readonly PublicBoards[];
}) {
  const name = (no: number) => teams.find((t) => t.no === no)?.name ?? `Team ${no}`;
  const matches = [...boards]
    .sort((a, b) => a.round - b.round || a.home - b.home)
    .map((b) => ({
      key: `${b.round}:${b.home}:${b.away}`,
      title: `Round ${b.round}: ${name(b.home)} v ${name(b.away)}`,
      lines: b.lines,
    }));
  return <MatchBoards matches={matches} level={3} />;
}

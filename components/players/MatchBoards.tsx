import styles from './MatchBoards.module.css';

export type NamedMatch = { key: string; title: string; lines: readonly string[] };

/**
 * Published matches whose cards name players, board by board, each line already through the one gate
 * (lib/league/players/public-name.ts): `Board 1: Ava T. (Darcy Road A) 1–0 Carlingford B`. Shared by the
 * school pages and the zone pages.
 */
export function MatchBoards({ matches, level }: { matches: readonly NamedMatch[]; level: 3 | 4 | 5 }) {
  const Heading = `h${level}` as const;
  return matches.map(({ key, title, lines }) => (
    <section key={key} aria-label={`${title}: boards`} className={styles.boards}>
      <Heading>{title}: boards</Heading>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  ));
}

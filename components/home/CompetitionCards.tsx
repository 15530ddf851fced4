import Link from 'next/link';
import type { CompetitionMode } from '@/lib/league/constants';
import styles from './Home.module.css';

export type CompetitionCard = {
  mode: CompetitionMode;
  label: string;
  href: string | null;
  summary: React.ReactNode;
};
export type CompetitionCardsProps = { cards: CompetitionCard[]; headingLevel?: 'h2' | 'h3' };

/** The four competitions as cards, each named by a link to its page. */
export function CompetitionCards({ cards, headingLevel: Heading = 'h3' }: CompetitionCardsProps) {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.mode} className={styles.card} data-mode={card.mode}>
          <Heading className={styles.cardHeading}>
            {card.href ? <Link href={card.href}>{card.label}</Link> : card.label}
          </Heading>
          <div className={styles.cardBody}>{card.summary}</div>
        </li>
      ))}
    </ul>
  );
}

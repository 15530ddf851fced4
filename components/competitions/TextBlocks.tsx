import type { TextBlock } from '@/lib/league/competition-text';
import styles from './competition.module.css';

export type TextBlocksProps = { blocks: TextBlock[] };

/** Our description and rules texts (lib/league/competition-text.ts) as HTML. */
export function TextBlocks({ blocks }: TextBlocksProps) {
  return blocks.map((block, i) => {
    switch (block.kind) {
      case 'paragraph':
        return <p key={i}>{block.text}</p>;
      case 'list':
        return (
          <ul key={i} className={styles.textList}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      case 'terms':
        return (
          <dl key={i} className={styles.terms}>
            {block.items.map(({ term, text }) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        );
      case 'contacts':
        return (
          <ul key={i} className={styles.contacts}>
            {block.items.map(({ role, email }) => (
              <li key={role}>
                <strong>{role}:</strong> <a href={`mailto:${email}`}>{email}</a>
              </li>
            ))}
          </ul>
        );
    }
  });
}

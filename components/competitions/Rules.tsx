import { Accordion } from '@/components/ui/Accordion';
import type { RulesKind, RulesText } from '@/lib/league/competition-text';
import { assetFilePath } from '@/lib/league/links';
import { TextBlocks } from './TextBlocks';
import { NewTabNote } from './NewTabNote';
import styles from './competition.module.css';

export type RulesProps = { kind: RulesKind; rules: RulesText; seasonNote: string | null };

/** Primary and metropolitan secondary show one block of rules; country secondary an accordion. */
export function Rules({ kind, rules, seasonNote }: RulesProps) {
  return (
    <>
      <TextBlocks blocks={rules.intro} />
      {seasonNote ? <p className={styles.seasonNote}>{seasonNote}</p> : null}
      {kind === 'country_secondary' ? (
        <Accordion
          headingLevel={3}
          items={rules.sections.map((section) => ({
            id: section.id,
            title: section.heading,
            content: <TextBlocks blocks={section.blocks} />,
          }))}
        />
      ) : (
        <div className={styles.rulesBlock}>
          {rules.sections.map((section) => (
            <section key={section.id} aria-labelledby={`rules-${section.id}`}>
              <h3 id={`rules-${section.id}`}>{section.heading}</h3>
              <TextBlocks blocks={section.blocks} />
            </section>
          ))}
        </div>
      )}
      <p className={styles.download}>
        <a href={assetFilePath(rules.file)} target="_blank" rel="noopener">
          {rules.title} (PDF)
          <NewTabNote />
        </a>
      </p>
    </>
  );
}

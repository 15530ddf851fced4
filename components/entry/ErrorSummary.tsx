import type { MouseEvent } from 'react';
import type { SummaryError } from '@/lib/entry/form';
import { FORM_TEXTS } from '@/lib/entry/texts';
import { scrollToAndFocus } from './scroll';
import styles from './EntryForm.module.css';

/**
 * The GOV.UK error summary: at the top of the form after a failed attempt, one link per problem,
 * each naming its field and taking the coordinator to it. Its content changes only with an attempt,
 * so a screen reader hears it once rather than at every keystroke.
 */
export function ErrorSummary({ errors }: { errors: SummaryError[] }) {
  const go = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    scrollToAndFocus(target);
  };
  return (
    <div className={styles.summary} role="alert" aria-labelledby="entry-error-summary-title">
      <h2 id="entry-error-summary-title">{FORM_TEXTS.summaryTitle}</h2>
      <ul>
        {errors.map((error) => (
          <li key={error.path}>
            <a href={`#${error.targetId}`} onClick={(event) => go(event, error.targetId)}>
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { forwardRef, type MouseEvent } from 'react';
import { scrollToAndFocus } from '@/components/entry/scroll';
import entry from '@/components/entry/EntryForm.module.css';
import type { SummaryLink } from './card-form-data';

/**
 * The entry form's error summary (GOV.UK), for the match card: one link per problem, to its control.
 * Each message names its own field ("Board 2: choose one of …"), so no label is put before it.
 */
export const CardErrorSummary = forwardRef<HTMLDivElement, { errors: SummaryLink[] }>(
  function CardErrorSummary({ errors }, ref) {
    const go = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
      const target = document.getElementById(targetId);
      if (!target) return;
      event.preventDefault();
      scrollToAndFocus(target);
    };
    return (
      <div
        ref={ref}
        tabIndex={-1}
        className={entry.summary}
        role="alert"
        aria-labelledby="card-error-summary-title"
      >
        <h2 id="card-error-summary-title">There is a problem</h2>
        <ul>
          {errors.map((error) => (
            <li key={error.field}>
              <a href={`#${error.targetId}`} onClick={(event) => go(event, error.targetId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);

/**
 * The GOV.UK error summary's list: taken when an attempt to send ends, and changed only by the
 * next one, so a screen reader hears it once (Formik's errors change at every keystroke). When it
 * is not empty the first error gets the focus while the page scrolls to it (SPEC section 4).
 */
import { useEffect, useState } from 'react';
import type { FormikProps } from 'formik';
import { orderedErrors, type EntryFormValues, type SummaryError } from '@/lib/entry/form';
import { attemptErrors } from './form-state';
import { scrollToAndFocus } from './scroll';

type Attempt = { count: number; errors: SummaryError[] };

export function useAttemptSummary(formik: FormikProps<EntryFormValues>): SummaryError[] {
  const { submitCount, isSubmitting, values } = formik;
  const [attempt, setAttempt] = useState<Attempt>({ count: 0, errors: [] });
  // Formik counts the attempts; one has ended when it is no longer submitting (a reset counts from 0 again).
  if (!isSubmitting && submitCount !== attempt.count) {
    setAttempt({
      count: submitCount,
      errors: submitCount ? orderedErrors(values, attemptErrors(formik)) : [],
    });
  }
  useEffect(() => {
    const first = attempt.errors[0];
    const element = first && document.getElementById(first.targetId);
    if (element) scrollToAndFocus(element);
  }, [attempt]);
  return attempt.errors;
}

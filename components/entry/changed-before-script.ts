/**
 * What the visitor changed in the form before the page's script ran. React keeps a typed text on screen
 * while hydrating, but a chosen option only until its next render, and the form's state knows neither:
 * on a slow phone the competition picked in the first seconds went back to '-- Select --'.
 */
import { getIn, setIn } from 'formik';
import { withMode, type EntryFormValues, type FormMode } from '@/lib/entry/form';

type Change = { path: string; value: string };

/** Each named field whose value is not the one the server wrote. */
export function changedBeforeScript(form: HTMLFormElement | null): Change[] {
  if (!form) return [];
  const changes: Change[] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) {
      const chosen = element.selectedOptions[0];
      // A select whose server value matched no option shows its first; that is no choice.
      const written = Array.from(element.options).some((option) => option.defaultSelected);
      if (element.name && written && chosen && !chosen.defaultSelected)
        changes.push({ path: element.name, value: chosen.value });
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      const readOnly = element.readOnly || element.disabled || element.type === 'hidden';
      if (element.name && !readOnly && element.value !== element.defaultValue)
        changes.push({ path: element.name, value: element.value });
    }
  }
  return changes;
}

/** `values` with those changes; another competition starts its teams afresh, as choosing it does. */
export function withChanges(values: EntryFormValues, changes: Change[]): EntryFormValues {
  let next = values;
  for (const { path, value } of changes) {
    if (getIn(next, path) === value) continue;
    next = path === 'mode' ? withMode(next, value as FormMode) : setIn(next, path, value);
  }
  return next;
}

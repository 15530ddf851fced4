import { getIn, setIn } from 'formik';
import { withMode, type EntryFormValues, type FormMode } from '@/lib/entry/form';
import type { ChangeBeforeScript } from '@/components/ui/changed-before-script';

/** `values` with what was changed before the script ran; another competition starts its teams afresh. */
export function withChanges(values: EntryFormValues, changes: ChangeBeforeScript[]): EntryFormValues {
  let next = values;
  for (const { path, value } of changes) {
    if (getIn(next, path) === value) continue;
    next = path === 'mode' ? withMode(next, value as FormMode) : setIn(next, path, value);
  }
  return next;
}

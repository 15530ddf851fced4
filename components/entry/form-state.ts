/** Beside its values, the form keeps in `status` the last send's outcome and the blocks added since. */
import { getIn, setIn, useFormikContext, type FormikErrors, type FormikProps } from 'formik';
import { toEntryRequest, type EntryFormValues } from '@/lib/entry/form';
import type { FieldErrors } from '@/lib/entry/schema';

export type EntryStatus = {
  serverErrors: FieldErrors;
  /** Beside 'Send request': why the last send did not go through. */
  message: string | null;
  /** uids of coordinator blocks added since the last send. */
  added: readonly string[];
};

export const FRESH_STATUS: EntryStatus = { serverErrors: {}, message: null, added: [] };

/**
 * Validation through the one schema on the request the form would send: the schema is strict and the values
 * are not a request (typed counts, block uids), so `validate`, not `validationSchema` (docs/entry-form.md).
 * The schema (and Yup) load with the first check, after the first keystroke, not with the first screen.
 */
export async function validateValues(values: EntryFormValues): Promise<FormikErrors<EntryFormValues>> {
  const { validateEntry } = await import('@/lib/entry/schema');
  const checked = await validateEntry(toEntryRequest(values));
  if (checked.ok) return {};
  let nested: FormikErrors<EntryFormValues> = {};
  for (const [path, message] of Object.entries(checked.fieldErrors)) nested = setIn(nested, path, message);
  return nested;
}

/** Formik's nested errors as paths: `{ school: { name } }` → `{ 'school.name': … }`. */
export function flattenErrors(errors: unknown, prefix = ''): FieldErrors {
  if (typeof errors === 'string') return prefix ? { [prefix]: errors } : {};
  if (Array.isArray(errors))
    return Object.assign({}, ...errors.map((e, i) => (e ? flattenErrors(e, `${prefix}[${i}]`) : {})));
  if (errors && typeof errors === 'object') {
    return Object.assign(
      {},
      ...Object.entries(errors).map(([key, value]) =>
        flattenErrors(value, prefix ? `${prefix}.${key}` : key),
      ),
    );
  }
  return {};
}

export function entryStatus(formik: Pick<FormikProps<EntryFormValues>, 'status'>): EntryStatus {
  return (formik.status as EntryStatus | undefined) ?? FRESH_STATUS;
}

const BLOCK_PATH = /^coordinators\[(\d+)\]\./;

/** None before the first send, then the live schema error, else the server's; none in blocks added since. */
export function shownError(
  formik: Pick<FormikProps<EntryFormValues>, 'status' | 'errors' | 'submitCount' | 'values'>,
  path: string,
): string | undefined {
  const { serverErrors, added } = entryStatus(formik);
  const block = BLOCK_PATH.exec(path);
  if (block && added.includes(formik.values.coordinators[Number(block[1])]?.uid ?? '')) return undefined;
  const live: unknown = formik.submitCount > 0 ? getIn(formik.errors, path) : undefined;
  return typeof live === 'string' ? live : serverErrors[path];
}

export function useShownError(path: string): string | undefined {
  return shownError(useFormikContext<EntryFormValues>(), path);
}

/** Every error the last send found, live and from the server, by path. */
export function attemptErrors(formik: Pick<FormikProps<EntryFormValues>, 'status' | 'errors'>): FieldErrors {
  return { ...entryStatus(formik).serverErrors, ...flattenErrors(formik.errors) };
}

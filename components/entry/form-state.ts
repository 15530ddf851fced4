/**
 * What the entry form keeps beside its values, all in Formik: the shared schema's errors, and in
 * `status` what the last send brought back (the server's field errors, a message about the
 * request as a whole) and the coordinator blocks added since, whose errors wait for the next send.
 */
import { getIn, setIn, useFormikContext, type FormikErrors, type FormikProps } from 'formik';
import { toEntryRequest, type EntryFormValues } from '@/lib/entry/form';
import { validateEntry, type FieldErrors } from '@/lib/entry/schema';

export type EntryStatus = {
  serverErrors: FieldErrors;
  /** Beside 'Send request': why the last send did not go through. */
  message: string | null;
  /** uids of coordinator blocks added since the last send. */
  added: readonly string[];
};

export const FRESH_STATUS: EntryStatus = { serverErrors: {}, message: null, added: [] };

/**
 * Formik's validation: the request the form would send, checked by the one schema. The schema
 * checks requests as sent (strict, no casting, no unknown keys), and the form's values are not one
 * (counts as typed text, block uids, every competition's fields), so this is `validate` rather
 * than `validationSchema` (docs/entry-form.md).
 */
export async function validateValues(values: EntryFormValues): Promise<FormikErrors<EntryFormValues>> {
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

/**
 * The error a field shows now: none before the first send, then the schema's live one, or else
 * the server's from the last send; none in a block added since the last send.
 */
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

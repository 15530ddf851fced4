/**
 * Picking a school from the type-ahead fills in its details (SPEC section 2) from
 * `search-school-by-name`; the spinner overlay shows meanwhile. A failed look-up leaves the form as typed.
 */
import { useState } from 'react';
import type { FormikProps } from 'formik';
import { postJson } from '@/lib/api/csrf-client';
import { withFoundSchool, type EntryFormValues } from '@/lib/entry/form';
import { logError } from './log-error';

export function useSchoolLookup({ setValues }: Pick<FormikProps<EntryFormValues>, 'setValues'>) {
  const [lookingUp, setLookingUp] = useState(false);

  const pickSchool = async (name: string) => {
    setLookingUp(true);
    try {
      const response = await postJson('/api/index/search-school-by-name', { schoolname: name });
      if (!response.ok) return;
      const { data } = (await response.json()) as { data: Record<string, string> };
      await setValues((current) => ({ ...current, school: withFoundSchool(current.school, data, name) }));
    } catch (error) {
      logError(error);
    } finally {
      setLookingUp(false);
    }
  };

  return { lookingUp, pickSchool: (name: string) => void pickSchool(name) };
}

/**
 * Picking a school from the type-ahead fills in its details (SPEC section 2) from
 * `search-school-by-name`; the spinner overlay shows meanwhile. A failed look-up leaves the form as typed.
 */
import { useState } from 'react';
import type { FormikProps } from 'formik';
import { postJson } from '@/lib/api/csrf-client';
import { PHONE_MASK, applyMask, type EntryFormValues } from '@/lib/entry/form';
import { logError } from './log-error';

export function useSchoolLookup({ setValues }: Pick<FormikProps<EntryFormValues>, 'setValues'>) {
  const [lookingUp, setLookingUp] = useState(false);

  const pickSchool = async (name: string) => {
    setLookingUp(true);
    try {
      const response = await postJson('/api/index/search-school-by-name', { schoolname: name });
      if (!response.ok) return;
      const { data } = (await response.json()) as { data: Record<string, string> };
      await setValues((current) => ({
        ...current,
        school: {
          ...current.school,
          name: data.name ?? name,
          address: data.address ?? '',
          suburb: data.suburb ?? '',
          state: data.state || current.school.state,
          postcode: data.postcode ?? '',
          phone: applyMask(data.phone ?? '', PHONE_MASK.mask),
          fax: data.fax ?? '',
          location_of_chess_room: data.location_of_chess_room ?? '',
        },
      }));
    } catch (error) {
      logError(error);
    } finally {
      setLookingUp(false);
    }
  };

  return { lookingUp, pickSchool: (name: string) => void pickSchool(name) };
}

import { createContext, useContext } from 'react';
import type { FieldErrors } from '@/lib/entry/schema';

/** The errors the form shows now: none before the first attempt to send, then the live ones. */
export const EntryErrorsContext = createContext<{ shown: FieldErrors }>({ shown: {} });

export function useEntryErrors() {
  return useContext(EntryErrorsContext);
}

import type { ReactNode } from 'react';

/** A field and its label on one line of an office form (the field carries the id). */
export function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <span>
      <label htmlFor={id}>{label}</label> {children}
    </span>
  );
}

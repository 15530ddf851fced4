import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { alreadySubmittedLead } from '@/lib/entry/texts';
import styles from './EntryForm.module.css';

/** The frame of both entry pages: breadcrumb and heading 'Enter online' (SPEC section 2). */
export function EntryPage({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={[{ label: 'Enter online' }]} />
      <h1>Enter online</h1>
      {children}
    </main>
  );
}

/** A school that has applied sees this instead of the form. */
export function AlreadySubmitted({ school, email }: { school: string; email: string }) {
  return (
    <div className={styles.message} role="status">
      <p>
        {alreadySubmittedLead(school)} <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </div>
  );
}

export function PageNotice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.message} role="status">
      <p>{children}</p>
    </div>
  );
}

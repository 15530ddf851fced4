import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { alreadySubmittedLead } from '@/lib/entry/texts';
import styles from './EntryForm.module.css';

const ENTER_ONLINE = 'Enter online';

/**
 * The frame of the entry pages: breadcrumb and heading 'Enter online' (SPEC section 2); a page below the
 * form (a request's confirmation) has its own heading and a crumb back to the form.
 */
export function EntryPage({
  children,
  title = ENTER_ONLINE,
  crumb,
}: {
  children: ReactNode;
  title?: string;
  crumb?: string;
}) {
  const crumbs = crumb
    ? [{ label: ENTER_ONLINE, url: '/enter-online' }, { label: crumb }]
    : [{ label: ENTER_ONLINE }];
  return (
    <main id="main" className="container">
      <Breadcrumbs crumbs={crumbs} />
      <h1>{title}</h1>
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

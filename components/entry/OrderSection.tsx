import { SCHOOL_LABELS } from '@/lib/entry/texts';
import { TextAreaField, TextField } from './fields';
import styles from './EntryForm.module.css';

/** Section 4: the purchase order number with guidance for both kinds of school, and comments. */
export function OrderSection() {
  return (
    <section className={styles.section} aria-labelledby="entry-order-heading">
      <h2 id="entry-order-heading">Purchase order and comments</h2>
      <TextField
        path="school.purchaseordernumber"
        label={SCHOOL_LABELS.purchaseordernumber}
        optional
        size="medium"
        maxLength={100}
        hint={
          <>
            <span className={styles.guidance}>
              NSW Department of Education schools: raise the purchase order to the league&apos;s vendor
              number, and enter the purchase order number here.
            </span>{' '}
            <span className={styles.guidance}>
              Other schools: enter your school&apos;s order number if it uses one; otherwise leave this blank
              and the school will be invoiced.
            </span>
          </>
        }
      />
      <TextAreaField path="school.comments" label={SCHOOL_LABELS.comments} optional maxLength={2000} />
    </section>
  );
}

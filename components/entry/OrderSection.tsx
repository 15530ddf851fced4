import { SCHOOL_LABELS, SECTION_TEXTS } from '@/lib/entry/texts';
import { TextAreaField, TextField } from './fields';
import styles from './EntryForm.module.css';

/** Section 4: the purchase order number with guidance for both kinds of school, and comments. */
export function OrderSection() {
  return (
    <section className={styles.section} aria-labelledby="entry-order-heading">
      <h2 id="entry-order-heading">{SECTION_TEXTS.order}</h2>
      <TextField
        path="school.purchaseordernumber"
        label={SCHOOL_LABELS.purchaseordernumber}
        size="medium"
        hint={
          <>
            <span className={styles.guidance}>{SECTION_TEXTS.orderDepartment}</span>{' '}
            <span className={styles.guidance}>{SECTION_TEXTS.orderOther}</span>
          </>
        }
      />
      <TextAreaField path="school.comments" label={SCHOOL_LABELS.comments} />
    </section>
  );
}

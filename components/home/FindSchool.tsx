import { SearchBox } from '@/components/search/SearchBox';
import styles from './Home.module.css';

/** The home page's way in for a parent: type the school's name, open its page. */
export function FindSchool() {
  return (
    <section className={styles.section} aria-labelledby="find-school-heading">
      <h2 id="find-school-heading" className={styles.sectionHeading}>
        FIND YOUR SCHOOL
      </h2>
      <p className={styles.lead}>
        See your school’s teams, their next matches and results, and add them to your calendar.
      </p>
      <div className={styles.findSchool}>
        <SearchBox name="Find your school" label="School, zone or division" />
      </div>
    </section>
  );
}

import { HOME_MATCH_DAYS } from '@/lib/entry/schema';
import { PHONE_MASK, type FormMode } from '@/lib/entry/form';
import { MaskedField, SelectField, TextField } from './fields';
import { SchoolNameField } from './SchoolNameField';
import styles from './EntryForm.module.css';

export type SchoolSectionProps = {
  mode: FormMode;
  locked: boolean;
  onPickSchool: (name: string) => void;
};

const CODES: Record<string, string> = { metropolitan: '1', country: '0', primary: '2', secondary: '1' };

/** Section 1: the school, its postal address if different, phone, chess room, and the secondary match-day block. */
export function SchoolSection({ mode, locked, onPickSchool }: SchoolSectionProps) {
  const [metro, competition] = mode === '_' ? [] : mode.split('_');
  return (
    <section className={styles.section} aria-labelledby="entry-school-heading">
      <h2 id="entry-school-heading">School information</h2>
      <SchoolNameField metro={metro && CODES[metro]} competition={competition && CODES[competition]} locked={locked} onPick={onPickSchool} />
      <TextField path="school.address" label="Address" autoComplete="address-line1" />
      <div className={styles.pair}>
        <TextField path="school.suburb" label="Suburb" autoComplete="address-level2" maxLength={100} />
        <TextField path="school.state" label="State" autoComplete="address-level1" size="short" maxLength={10} />
      </div>
      <TextField path="school.postcode" label="Postcode" autoComplete="postal-code" inputMode="numeric" size="short" maxLength={4} />

      <fieldset className={styles.fieldset}>
        <legend>Postal address (if different)</legend>
        <TextField path="school.postal_address" label="Postal address" optional />
        <div className={styles.pair}>
          <TextField path="school.postal_suburb" label="Postal suburb" optional maxLength={100} />
          <TextField path="school.postal_state" label="Postal state" optional size="short" maxLength={10} />
        </div>
        <TextField path="school.postal_postcode" label="Postal postcode" optional inputMode="numeric" size="short" maxLength={4} />
      </fieldset>

      <MaskedField path="school.phone" label="Phone" hint="10 digits with the area code, for example (02) 5550 0001." mask={PHONE_MASK} autoComplete="tel" />
      <TextField path="school.location_of_chess_room" label="Location of chess room" hint="Where visiting teams should go, for example: the library, next to the front office." optional maxLength={300} />

      {mode === 'metropolitan_secondary' ? (
        <fieldset className={styles.fieldset}>
          <legend>Home matches</legend>
          <p className={styles.hint}>
            Secondary matches are played at the home school after classes. Visiting teams need to know who will meet them and which
            afternoon suits your school.
          </p>
          <TextField path="school.match_day_contact" label="Teacher supervising home matches" optional autoComplete="off" />
          <SelectField path="school.home_match_day" label="Usual home match day" options={HOME_MATCH_DAYS} optional />
        </fieldset>
      ) : null}
    </section>
  );
}

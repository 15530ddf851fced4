import { PHONE_MASK, type FormMode } from '@/lib/entry/form';
import { SCHOOL_LABELS, SECTION_TEXTS } from '@/lib/entry/texts';
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
      <h2 id="entry-school-heading">{SECTION_TEXTS.school}</h2>
      <SchoolNameField
        metro={metro && CODES[metro]}
        competition={competition && CODES[competition]}
        locked={locked}
        onPick={onPickSchool}
      />
      <TextField path="school.address" label={SCHOOL_LABELS.address} autoComplete="address-line1" />
      <div className={styles.pair}>
        <TextField path="school.suburb" label={SCHOOL_LABELS.suburb} autoComplete="address-level2" />
        <TextField
          path="school.state"
          label={SCHOOL_LABELS.state}
          autoComplete="address-level1"
          size="short"
        />
      </div>
      <TextField
        path="school.postcode"
        label={SCHOOL_LABELS.postcode}
        autoComplete="postal-code"
        inputMode="numeric"
        size="short"
      />

      <fieldset className={styles.fieldset}>
        <legend>{SECTION_TEXTS.postalAddress}</legend>
        <TextField path="school.postal_address" label={SCHOOL_LABELS.postal_address} />
        <div className={styles.pair}>
          <TextField path="school.postal_suburb" label={SCHOOL_LABELS.postal_suburb} />
          <TextField path="school.postal_state" label={SCHOOL_LABELS.postal_state} size="short" />
        </div>
        <TextField
          path="school.postal_postcode"
          label={SCHOOL_LABELS.postal_postcode}
          inputMode="numeric"
          size="short"
        />
      </fieldset>

      <MaskedField
        path="school.phone"
        label={SCHOOL_LABELS.phone}
        hint={SECTION_TEXTS.phoneHint}
        mask={PHONE_MASK}
        autoComplete="tel"
      />
      <TextField
        path="school.location_of_chess_room"
        label={SCHOOL_LABELS.location_of_chess_room}
        hint={SECTION_TEXTS.chessRoomHint}
      />

      {mode === 'metropolitan_secondary' ? (
        <fieldset className={styles.fieldset}>
          <legend>{SECTION_TEXTS.homeMatches}</legend>
          <p className={styles.hint}>{SECTION_TEXTS.homeMatchesHint}</p>
          <TextField
            path="school.match_day_contact"
            label={SCHOOL_LABELS.match_day_contact}
            autoComplete="off"
          />
          <SelectField path="school.home_match_day" label={SCHOOL_LABELS.home_match_day} />
        </fieldset>
      ) : null}
    </section>
  );
}

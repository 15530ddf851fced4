import { CARD_CHOICES, choiceLabel, type CardChoice } from '@/lib/league/cards/choices';
import { cardErrorId, cardFieldId } from '@/lib/cards/action-result';
import entry from '@/components/entry/EntryForm.module.css';
import styles from './CardForm.module.css';

export type BoardChoicesProps = {
  board: number;
  /** `Darcy Road B plays White`: whose colour is which on this board. */
  colours: string;
  value: CardChoice | null;
  error: string | null;
  disabled: boolean;
  onChange: (choice: CardChoice) => void;
};

/** What each choice means, for screen readers and the hint under the board. */
const MEANING: Record<CardChoice, string> = {
  '1-0': 'home wins',
  '½-½': 'drawn',
  '0-1': 'away wins',
  '1F-0F': 'away forfeits',
  '0F-1F': 'home forfeits',
  '0F-0F': 'both forfeit',
  Unfinished: 'sent for adjudication',
};

/**
 * One board's result as a radio group of large tiles, two or four to a row: on a 375 px phone each is
 * a thumb's width and 48 px high. The error sits under the legend, tied to the group (GOV.UK pattern).
 */
export function BoardChoices({ board, colours, value, error, disabled, onChange }: BoardChoicesProps) {
  const field = `board-${board}`;
  const hintId = `${cardFieldId(field)}-hint`;
  return (
    <fieldset
      className={`${styles.board} ${error ? entry.fieldError : ''}`.trim()}
      aria-describedby={[hintId, error ? cardErrorId(field) : null].filter(Boolean).join(' ')}
    >
      <legend className={styles.boardLegend}>Board {board}</legend>
      <p id={hintId} className={entry.hint}>
        {colours}. Result from the home side.
      </p>
      {error ? (
        <p id={cardErrorId(field)} className={entry.errorMessage}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <div className={styles.choices}>
        {CARD_CHOICES.map((choice, i) => {
          const id = i === 0 ? cardFieldId(field) : `${cardFieldId(field)}-${i}`;
          return (
            <label key={choice} htmlFor={id} className={styles.choice}>
              <input
                id={id}
                type="radio"
                name={field}
                value={choice}
                checked={value === choice}
                disabled={disabled}
                onChange={() => onChange(choice)}
              />
              <span className={styles.choiceText}>
                {choiceLabel(choice)}
                <span className={styles.meaning}>{MEANING[choice]}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

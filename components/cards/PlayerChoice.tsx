import { PLAYER_NAME_MAX } from '@/lib/league/cards/check';
import { choiceOf, NOT_ON_THE_LIST } from '@/lib/cards/card-players';
import entry from '@/components/entry/EntryForm.module.css';
import styles from './CardForm.module.css';

type Props = {
  side: 'home' | 'away';
  board: number;
  team: string;
  /** The school's register, by name; empty when it keeps none here (a plain name field then). */
  register: readonly string[];
  /** The name sent before, when the server refused the card. */
  sent: string | undefined;
  disabled: boolean;
  aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };
};

/**
 * A board's player: chosen from the school's register, or typed when not on it (the field shows when that
 * choice is made, by CSS alone, so the form works without JavaScript).
 */
export function PlayerChoice({ side, board, team, register, sent, disabled, aria }: Props) {
  if (!register.length)
    return (
      <input
        {...aria}
        name={`players-${side}`}
        className={entry.input}
        autoComplete="off"
        maxLength={PLAYER_NAME_MAX}
        defaultValue={sent}
        disabled={disabled}
      />
    );
  const { choice, typed } = choiceOf(register, sent);
  const otherId = `${aria.id}-other`;
  return (
    <span className={styles.choice}>
      <select
        {...aria}
        name={`players-${side}`}
        className={entry.input}
        defaultValue={choice}
        disabled={disabled}
      >
        <option value="">Not named</option>
        {register.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value={NOT_ON_THE_LIST}>Someone not on the list</option>
      </select>
      <span className={styles.other}>
        <label htmlFor={otherId}>
          Board {board}: name of the {team} player not on the list
        </label>
        <input
          id={otherId}
          name={`players-${side}-other`}
          className={entry.input}
          autoComplete="off"
          maxLength={PLAYER_NAME_MAX}
          defaultValue={typed}
          disabled={disabled}
        />
      </span>
    </span>
  );
}

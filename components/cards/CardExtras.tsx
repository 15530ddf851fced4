import { COMMENT_MAX } from '@/lib/league/cards/check';
import { cardErrorId, cardFieldId, type CardFormValues } from '@/lib/cards/action-result';
import { PHOTO_TYPES } from '@/lib/cards/photo-rules';
import entry from '@/components/entry/EntryForm.module.css';
import styles from './CardForm.module.css';
import { PlayerChoice } from './PlayerChoice';

export type CardExtrasProps = {
  mode: 'report' | 'dispute';
  home: string;
  away: string;
  errorOf: (field: string) => string | null;
  disabled: boolean;
  /** The comment's label when an official's form gives it another job (a correction's reason). */
  commentLabel?: string;
  /** The comment's limit: a school's comment, or an official's one-line reason (REASON_MAX). */
  commentMax?: number;
  /** The fields as sent, when the server refused them: the page comes back with them filled in. */
  values?: CardFormValues;
  /** The photo of the version being corrected is kept unless another is chosen. */
  keptPhoto?: boolean;
  /** Each school's register of players, by name, for the boards' choices (empty: names are typed). */
  registers?: CardRegisters;
};

export type CardRegisters = { home: readonly string[]; away: readonly string[] };
const NO_REGISTERS: CardRegisters = { home: [], away: [] };

const PHOTO_HINT =
  'A JPEG or PNG of up to 10 MB. Its location and camera details are removed before it is kept; only the two schools and the zone scorer see it.';

/** A field's row as the entry form shows it: label, hint, the error beside it, the control tied to both. */
function Row({
  field,
  label,
  hint,
  error,
  children,
}: {
  field: string;
  label: string;
  hint?: string;
  error: string | null;
  children: (aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => React.ReactNode;
}) {
  const id = cardFieldId(field);
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? cardErrorId(field) : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${entry.field} ${error ? entry.fieldError : ''}`.trim()}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className={entry.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={cardErrorId(field)} className={entry.errorMessage}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}

/**
 * What a card may add to its boards: the players' names (kept for officials, never shown on a public
 * page), a photo of the signed paper card, and a comment (the dispute's reason).
 */
export function CardExtras(props: CardExtrasProps) {
  const {
    mode,
    home,
    away,
    errorOf,
    disabled,
    commentLabel,
    commentMax = COMMENT_MAX,
    values,
    keptPhoto,
    registers = NO_REGISTERS,
  } = props;
  const named =
    [1, 2, 3, 4].some((b) => errorOf(`players-home-${b}`) || errorOf(`players-away-${b}`)) ||
    [...(values?.playersHome ?? []), ...(values?.playersAway ?? [])].some(Boolean);
  const sentName = (side: 'home' | 'away', board: number) =>
    (side === 'home' ? values?.playersHome : values?.playersAway)?.[board - 1];
  return (
    <>
      <details className={styles.players} open={named || undefined}>
        <summary>Players&apos; names (optional)</summary>
        <p className={entry.hint}>
          Choose each player from the school&apos;s list of players, or type a name not on it. Kept for the
          league&apos;s officials and the schools; a public page shows a name only as the player&apos;s school
          allows.
        </p>
        {[1, 2, 3, 4].map((board) =>
          (['home', 'away'] as const).map((side) => (
            <Row
              key={`${side}-${board}`}
              field={`players-${side}-${board}`}
              label={`Board ${board}: ${side === 'home' ? home : away} player`}
              error={errorOf(`players-${side}-${board}`)}
            >
              {(aria) => (
                <PlayerChoice
                  side={side}
                  board={board}
                  team={side === 'home' ? home : away}
                  register={registers[side]}
                  sent={sentName(side, board)}
                  disabled={disabled}
                  aria={aria}
                />
              )}
            </Row>
          )),
        )}
      </details>
      <Row
        field="photo"
        label="Photo of the signed card (optional)"
        hint={
          keptPhoto
            ? `The photo sent with your card is kept unless you choose another. ${PHOTO_HINT}`
            : PHOTO_HINT
        }
        error={errorOf('photo')}
      >
        {(aria) => (
          <input
            {...aria}
            type="file"
            name="photo"
            accept={PHOTO_TYPES.join(',')}
            className={styles.file}
            disabled={disabled}
          />
        )}
      </Row>
      <Row
        field="comment"
        label={
          commentLabel ??
          (mode === 'dispute' ? 'What is wrong with the reported result' : 'Comment (optional)')
        }
        hint={
          mode === 'dispute'
            ? 'Needed if your boards are the same as the reported card. The zone scorer reads it when settling the result.'
            : undefined
        }
        error={errorOf('comment')}
      >
        {(aria) => (
          <textarea
            {...aria}
            name="comment"
            className={entry.textarea}
            maxLength={commentMax}
            defaultValue={values?.comment}
            disabled={disabled}
          />
        )}
      </Row>
    </>
  );
}

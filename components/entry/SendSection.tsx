import type { RefObject } from 'react';
import { useFormikContext } from 'formik';
import { COMMON_ERROR_PATHS, type EntryFormValues } from '@/lib/entry/form';
import { FORM_TEXTS } from '@/lib/entry/texts';
import { BotCheck, type BotCheckHandle } from './BotCheck';
import { shownError } from './form-state';
import styles from './EntryForm.module.css';

export type SendSectionProps = {
  message: string | null;
  proof: string | null;
  onProof: (payload: string | null) => void;
  botCheck: RefObject<BotCheckHandle | null>;
  sending: boolean;
};

/** The common-errors list, the bot check and 'Send request' (SPEC section 2, items 6 and 7). */
export function SendSection({ message, proof, onProof, botCheck, sending }: SendSectionProps) {
  const formik = useFormikContext<EntryFormValues>();
  const common = COMMON_ERROR_PATHS.flatMap((path) => shownError(formik, path) ?? []);
  if (message) common.push(message);
  return (
    <>
      <div aria-live="polite">
        {formik.submitCount > 0 && common.length ? (
          <div id="entry-common-errors" className={styles.commonErrors}>
            <p>{FORM_TEXTS.commonErrors}</p>
            <ul>
              {common.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <BotCheck ref={botCheck} onChange={onProof} />
      <div className={styles.send}>
        <button
          type="submit"
          className={styles.button}
          disabled={!proof || sending}
          aria-describedby={proof ? undefined : 'entry-send-hint'}
        >
          {sending ? FORM_TEXTS.sending : FORM_TEXTS.send}
        </button>
        {!proof ? (
          <p id="entry-send-hint" className={styles.hint}>
            {FORM_TEXTS.sendHint}
          </p>
        ) : null}
      </div>
    </>
  );
}

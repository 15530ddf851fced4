import styles from './Office.module.css';

const DONE: Record<string, string> = {
  accepted: 'The entry request was accepted.',
  declined: 'The entry request was declined.',
  rotated:
    'The address was rotated: the old one no longer opens, and the new one is mailed to the school’s coordinators (or the zone’s scorer).',
  'addresses-sent':
    'Each address not mailed before is queued for its school’s coordinators or zone’s scorer: the mail below says what became of each.',
  resent: 'The message is queued to be sent again.',
  revoked: 'The passkey was revoked: it no longer opens the office.',
};
const REFUSED: Record<string, string> = {
  busy: 'Too many actions just now: wait a minute and try again. Nothing was changed.',
  passkey: 'That passkey could not be revoked: it is the office’s only one, or it was already revoked.',
  entry: 'That entry request could not be answered: nothing was changed.',
  'entry-changed':
    'That application changed since you opened the page (a new version from the school, or another answer): nothing was changed. Read it again below.',
  address: 'That address could not be rotated: nothing was changed.',
  'address-changed': 'That address was rotated since you opened the page: nothing was changed.',
  mail: 'That message was not queued again: it was sent or queued since you opened the page.',
};

/** What the last action did or why it was refused, from the fixed words of `?done=` or `?refused=`. */
export function OfficeNotice({ done, refused }: { done?: string; refused?: string }) {
  const text = (refused && REFUSED[refused]) || (done && DONE[done]);
  if (!text) return null;
  return (
    <p role="status" className={refused ? styles.refused : styles.done}>
      {text}
    </p>
  );
}

import styles from './Office.module.css';

const DONE: Record<string, string> = {
  accepted: 'The entry request was accepted.',
  declined: 'The entry request was declined.',
  rotated:
    'The address was rotated: the old one no longer opens. Send the new one to its holder (`npm run league -- links`).',
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

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
  placed: 'The school is placed: propose its zone’s draw (again) to draw its teams.',
  proposed:
    'The draw is proposed from the accepted entry requests: check it below, change it, then publish it.',
  'proposed-every':
    'Each zone with accepted entries, no results and no draft yet has a draft now (a draft already made was kept): open each below to check it, change it and publish it.',
  moved: 'The team was moved, and both divisions were numbered again on their tables.',
  swapped: 'The two teams swapped places.',
  'draw-published': 'The draw is published: the zone’s page shows it, and the change log says so.',
  'settings-saved':
    'The settings are saved: the next proposal follows them (a draft already made does not change).',
  'zone-days-saved':
    'The zone’s days are saved: propose its draw (again) for rounds on them (a draft already made does not change).',
  'draw-stored':
    'The draw is stored in the season, which is not published yet: the public sees it when it is.',
  'entry-dates':
    'The dates are saved: the entry form and the competition pages follow them, and the change log says so.',
  'scorer-saved': 'The zone’s scorer is saved: mail for the zone goes to this address from now on.',
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
  'draw-draft-changed':
    'The draft changed since you opened the page (another official, or another tab): nothing was changed. Read it again below.',
  'draw-played': 'That zone’s matches have results: the office does not draw it again. Nothing was changed.',
  'draw-nothing-to-draw':
    'No accepted entry request is placed in that zone with teams enough for a division: accept entries, or place new schools, first. Nothing was changed.',
  'draw-none-to-propose':
    'No zone was given a draft: each zone with accepted entries placed in it has results or a draft already, or none has teams enough for a division. Nothing was changed.',
  'draw-adjust':
    'That change cannot be made: a team moves to another division of the zone, a division keeps at least two teams, and a swap needs two different teams. Nothing was changed.',
  'draw-place':
    'That school could not be placed there: choose a zone of its competition, for a school with an accepted entry request. Nothing was changed.',
  'draw-invalid': 'The season would not pass its checks with this draw: nothing was changed.',
  'draw-settings':
    'The settings were not saved: division sizes are whole numbers from 2 to 24 (the smallest no more than the largest), and each day without a round is a line such as “2027-06-14 King’s Birthday” or “2027-07-03 to 2027-07-18 School holidays”. Nothing was changed.',
  'draw-zone-days':
    'The zone’s days were not saved: a match day is a day of the week, and a first day of play a date such as 2027-05-06. Nothing was changed.',
  'draw-settings-changed':
    'The settings changed since you opened the page (another official, or another tab): nothing was changed. Read them again below.',
  'season-changed':
    'That changed since you opened the page (another official, or another tab): nothing was changed. Read it again below.',
  'season-invalid': 'The season would not pass its checks with that: nothing was changed.',
  'dates-order': 'Entries must close before play begins: nothing was changed.',
  'scorer-invalid':
    'A scorer needs both a name and a working mail address (or leave both empty): nothing was changed.',
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

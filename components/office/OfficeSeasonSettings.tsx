import type { OfficeSeason } from '@/lib/source/office';
import { saveEntryDates, saveZoneScorer } from '@/app/private/[token]/office/season/actions';
import { officePath } from '@/lib/office/session-cookie';
import { COMPETITION_NAMES } from '@/lib/league/constants';
import { formatLongDate } from '@/lib/league/dates';
import { NAME_MAX } from '@/lib/league/bundle-primitives';
import { COORDINATOR_FIELDS } from '@/lib/league/entry-fields';
import { OfficeNotice } from './OfficeNotice';
import { Labelled } from './Labelled';
import styles from './Office.module.css';

export type OfficeSeasonProps = { token: string; season: OfficeSeason; done?: string; refused?: string };

const shown = (iso: string | null) => (iso ? formatLongDate(iso) : 'to be announced');

/** The season's settings: each competition's entry window and each zone's scorer (docs/office.md). */
export function OfficeSeasonSettings({ token, season, done, refused }: OfficeSeasonProps) {
  return (
    <>
      <h1>The season {season.year}</h1>
      <p>
        <a href={officePath(token)}>Back to the league&apos;s office</a>
      </p>
      <OfficeNotice done={done} refused={refused} />

      <section aria-labelledby="windows">
        <h2 id="windows">Entry windows</h2>
        <p>
          The entry form takes requests for a competition until its entries close; the competition pages show
          both dates. A date left empty is shown as to be announced. The change log records every change.
        </p>
        <ul className={styles.list}>
          {season.windows.map((w) => (
            <li key={w.mode} className={styles.item}>
              <h3>{COMPETITION_NAMES[w.mode]}</h3>
              <p>
                Entries close {shown(w.cutoff)}; play begins {shown(w.commence)}.
              </p>
              <form
                action={saveEntryDates.bind(null, token, w.mode, w.cutoff, w.commence)}
                className={styles.buttons}
              >
                <Labelled id={`cutoff-${w.mode}`} label="Entries close">
                  <input id={`cutoff-${w.mode}`} name="cutoff" type="date" defaultValue={w.cutoff ?? ''} />
                </Labelled>
                <Labelled id={`commence-${w.mode}`} label="Play begins">
                  <input
                    id={`commence-${w.mode}`}
                    name="commence"
                    type="date"
                    defaultValue={w.commence ?? ''}
                  />
                </Labelled>
                <button
                  type="submit"
                  className={styles.action}
                  aria-label={`Save ${COMPETITION_NAMES[w.mode]} dates`}
                >
                  Save
                </button>
              </form>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="scorers">
        <h2 id="scorers">Zone scorers</h2>
        <p>
          A zone&apos;s scorer receives its desk&apos;s address, its disputes and its Monday digest at this
          mail address; the public pages show the name. Leave both empty for a zone without a scorer.
        </p>
        <ul className={styles.list}>
          {season.zones.map((z) => (
            <li key={z.code} id={`scorer-${z.code}`} className={styles.item}>
              <h3>
                {z.name} ({z.code})
              </h3>
              <form
                action={saveZoneScorer.bind(
                  null,
                  token,
                  z.code,
                  z.scorer?.name ?? null,
                  z.scorer?.email ?? null,
                )}
                className={styles.buttons}
              >
                <Labelled id={`name-${z.code}`} label="Name">
                  <input
                    id={`name-${z.code}`}
                    name="name"
                    autoComplete="off"
                    maxLength={NAME_MAX}
                    defaultValue={z.scorer?.name ?? ''}
                  />
                </Labelled>
                <Labelled id={`email-${z.code}`} label="Mail address">
                  <input
                    id={`email-${z.code}`}
                    name="email"
                    type="email"
                    autoComplete="off"
                    maxLength={COORDINATOR_FIELDS.email.max}
                    defaultValue={z.scorer?.email ?? ''}
                  />
                </Labelled>
                <button type="submit" className={styles.secondary} aria-label={`Save ${z.name}'s scorer`}>
                  Save
                </button>
              </form>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

import type {
  MailLogEntry,
  OfficeAddressView,
  OfficeEntry,
  OfficePasskeyView,
  OfficeRecord,
  NamesRetention,
} from '@/lib/source/office';
import {
  beginRegistration,
  completeRegistration,
  decideEntryRequest,
  revokeOfficePasskey,
  signOut,
} from '@/app/private/[token]/office/actions';
import { workbookPath } from '@/components/scorer/paths';
import { officePath } from '@/lib/office/session-cookie';
import { MailLog } from './MailLog';
import { OfficeAddresses } from './OfficeAddresses';
import { OfficeNotice } from './OfficeNotice';
import { sydneyTime } from './when';
import { PasskeyCeremony } from './PasskeyCeremony';
import { NamesKept } from './NamesKept';
import styles from './Office.module.css';

export type OfficeProps = {
  token: string;
  year: number;
  entries: OfficeEntry[];
  addresses: OfficeAddressView[];
  zones: { code: string; name: string }[];
  passkeys: OfficePasskeyView[];
  record: OfficeRecord[];
  mail: MailLogEntry[];
  /** Each season's players' names, and when they are deleted. */
  names: NamesRetention[];
  keepDays: number;
  done?: string;
  refused?: string;
};

const MODES: Record<string, string> = {
  metropolitan_primary: 'Metropolitan Primary',
  metropolitan_secondary: 'Metropolitan Secondary',
  country_primary: 'Country Primary',
  country_secondary: 'Country Secondary',
};

const when = sydneyTime;

const DECISION: Record<string, string> = { accepted: 'Accepted', declined: 'Declined' };

/** The league's office at the Director of Play's address, once signed in with a passkey. */
export function Office(props: OfficeProps) {
  const { token, year } = props;
  const base = officePath(token);
  return (
    <>
      <h1>The league&apos;s office {year}</h1>
      <OfficeNotice done={props.done} refused={props.refused} />
      <nav aria-label="The office" className={styles.nav}>
        <ul>
          <li>
            <a href="#entries">Entry requests</a>
          </li>
          <li>
            <a href={`${base}/season`}>The season</a>
          </li>
          <li>
            <a href={`${base}/draw`}>The draw</a>
          </li>
          <li>
            <a href="#addresses">Addresses</a>
          </li>
          <li>
            <a href="#downloads">Downloads</a>
          </li>
          <li>
            <a href="#mail">Mail</a>
          </li>
          <li>
            <a href="#passkeys">Passkeys</a>
          </li>
          <li>
            <a href={`/private/${token}`}>The scorer&apos;s desk</a>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="entries">
        <h2 id="entries">Entry requests</h2>
        <p>
          <a href={`${base}/entries.csv`} download>
            Download the entry requests (CSV)
          </a>
        </p>
        {props.entries.length === 0 ? (
          <p>No school has sent an entry request for {year} yet.</p>
        ) : (
          <ul className={styles.list}>
            {props.entries.map((e) => {
              const seen = e.decision ?? 'undecided';
              return (
                <li key={e.id} id={`entry-${e.id}`} className={styles.item}>
                  <h3>
                    {e.school}, {MODES[e.mode] ?? e.mode}
                  </h3>
                  <p>
                    {e.teams} {e.teams === 1 ? 'team' : 'teams'}, ${(e.feeCents / 100).toFixed(2)}; reference{' '}
                    {e.reference}
                    {e.version > 1 ? ` (version ${e.version})` : ''}, sent {when(e.sentAt)}.{' '}
                    <strong>
                      {e.decision
                        ? `${DECISION[e.decision]} ${e.decidedAt ? when(e.decidedAt) : ''}`
                        : 'Not yet answered'}
                    </strong>
                  </p>
                  <div className={styles.buttons}>
                    {e.decision !== 'accepted' ? (
                      <form action={decideEntryRequest.bind(null, token, e.id, 'accepted', seen)}>
                        <button
                          type="submit"
                          className={styles.action}
                          aria-label={`Accept ${e.school}, ${MODES[e.mode] ?? e.mode}`}
                        >
                          Accept
                        </button>
                      </form>
                    ) : null}
                    {e.decision !== 'declined' ? (
                      <form action={decideEntryRequest.bind(null, token, e.id, 'declined', seen)}>
                        <button
                          type="submit"
                          className={styles.secondary}
                          aria-label={`Decline ${e.school}, ${MODES[e.mode] ?? e.mode}`}
                        >
                          Decline
                        </button>
                      </form>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <OfficeAddresses token={token} year={year} addresses={props.addresses} />

      <section aria-labelledby="downloads">
        <h2 id="downloads">Downloads</h2>
        <ul>
          <li>
            <a href={`${base}/cards.csv`} download>
              The match cards&apos; audit trail (CSV)
            </a>{' '}
            (it holds players&apos; names: officials only)
          </li>
          {props.zones.map((z) => (
            <li key={z.code}>
              <a href={workbookPath(token, z.code)}>
                {z.name} ({z.code}) workbook
              </a>
            </li>
          ))}
        </ul>
      </section>

      <NamesKept seasons={props.names} keepDays={props.keepDays} />

      <MailLog token={token} mail={props.mail} />

      <section aria-labelledby="passkeys">
        <h2 id="passkeys">Passkeys</h2>
        <ul className={styles.list}>
          {props.passkeys.map((p) => (
            <li key={p.id} className={styles.item}>
              {p.label}
              {p.lastUsedAt ? `, last used ${when(p.lastUsedAt)}` : ''}
              {props.passkeys.length > 1 ? (
                <form action={revokeOfficePasskey.bind(null, token, p.id)}>
                  <button type="submit" className={styles.secondary} aria-label={`Revoke ${p.label}`}>
                    Revoke
                  </button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
        {props.passkeys.length === 1 ? (
          <p>The only passkey cannot be revoked here: add another first.</p>
        ) : null}
        <PasskeyCeremony
          mode="register"
          label="Add another passkey"
          begin={beginRegistration.bind(null, token)}
          finish={completeRegistration.bind(null, token)}
        />
        <form action={signOut.bind(null, token)}>
          <button type="submit" className={styles.secondary}>
            Sign out of the office
          </button>
        </form>
      </section>

      <section aria-labelledby="record">
        <h2 id="record">What the office did</h2>
        {props.record.length === 0 ? (
          <p>Nothing yet.</p>
        ) : (
          <ul>
            {props.record.map((r) => (
              <li key={r.id}>
                {when(r.at)}: {r.action} {r.subject}, by {r.by}
                {r.seen ? ` (saw ${r.seen})` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

import type { OfficeDraw as OfficeDrawData } from '@/lib/source/office';
import { placeSchool, proposeEveryZone } from '@/app/private/[token]/office/draw/actions';
import { officeDrawPath, officePath } from '@/lib/office/session-cookie';
import { COMPETITION_NAMES, splitMode } from '@/lib/league/constants';
import { OfficeNotice } from './OfficeNotice';
import { ZoneDraft } from './ZoneDraft';
import { DrawSettingsForm } from './DrawSettingsForm';
import styles from './Office.module.css';
import { plural } from '@/lib/league/plural';

export type OfficeDrawProps = {
  token: string;
  draw: OfficeDrawData;
  zone?: string;
  done?: string;
  refused?: string;
};

const zoneState = (z: OfficeDrawData['zones'][number]) =>
  z.played
    ? `${z.divisions} divisions, played`
    : z.draft
      ? 'draft waiting'
      : z.divisions
        ? `${z.divisions} divisions, no results yet`
        : 'no draw yet';

/** The draw maker in the office: schools to place, a zone to open, and that zone's draft (docs/office.md). */
export function OfficeDraw({ token, draw, zone, done, refused }: OfficeDrawProps) {
  const chosen = draw.zones.find((z) => z.code === zone);
  const waiting = draw.zones.filter((z) => z.draft && z.code !== chosen?.code);
  return (
    <>
      <h1>The draw {draw.year}</h1>
      <p>
        <a href={officePath(token)}>Back to the league&apos;s office</a>
      </p>
      <OfficeNotice done={done} refused={refused} />
      <p>
        The draw maker proposes a zone&apos;s divisions from the season&apos;s {draw.accepted} accepted entry{' '}
        {draw.accepted === 1 ? 'request' : 'requests'}: each school in the zone it played in last season, as
        few divisions as keep each within {draw.settings.division_size.min} to{' '}
        {draw.settings.division_size.max} teams, teams of one school apart (or meeting in round 1), the
        league&apos;s Berger tables, and a round each match day from the entry window&apos;s commence date, as
        the settings below say. Check it, move or swap teams, then publish it. A zone whose matches have
        results is not drawn again here.
      </p>

      <DrawSettingsForm
        token={token}
        settings={draw.settings}
        revision={draw.settingsRevision}
        zones={draw.zones}
      />

      {draw.unplaced.length ? (
        <section aria-labelledby="to-place">
          <h2 id="to-place">Schools to place</h2>
          <ul className={styles.list}>
            {draw.unplaced.map((u, i) => {
              const { competition } = splitMode(u.mode);
              const zones = draw.zones.filter((z) => z.competition === competition);
              return (
                <li key={`${u.school}-${u.mode}`} className={styles.item}>
                  <h3>
                    {u.school}, {COMPETITION_NAMES[u.mode]}
                  </h3>
                  <p>
                    {plural(u.teams, 'team')}: {u.why}.
                  </p>
                  <form
                    action={placeSchool.bind(null, token, u.school, competition)}
                    className={styles.buttons}
                  >
                    <label htmlFor={`place-${i}`}>Zone</label>
                    <select id={`place-${i}`} name="zone" required defaultValue="">
                      <option value="" disabled>
                        Choose a zone
                      </option>
                      {zones.map((z) => (
                        <option key={z.code} value={z.code}>
                          {z.name} ({z.code})
                        </option>
                      ))}
                    </select>
                    <button type="submit" className={styles.action} aria-label={`Place ${u.school}`}>
                      Place
                    </button>
                  </form>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="zones">
        <h2 id="zones">Zones</h2>
        <form method="get" action={officeDrawPath(token)} className={styles.buttons}>
          <label htmlFor="zone-choice">Zone</label>
          <select id="zone-choice" name="zone" defaultValue={chosen?.code ?? ''}>
            {draw.zones.map((z) => (
              <option key={z.code} value={z.code}>
                {z.name} ({z.code}): {zoneState(z)}
              </option>
            ))}
          </select>
          <button type="submit" className={styles.secondary}>
            Open the zone
          </button>
        </form>
        <form action={proposeEveryZone.bind(null, token)} className={styles.buttons}>
          <button type="submit" className={styles.secondary}>
            Propose every zone’s draw
          </button>
        </form>
        <p>
          Every zone with accepted entries, no results and no draft yet gets its draft; a draft already made
          is kept. Then open each zone to check, change and publish its draw.
        </p>
        {waiting.length ? (
          <>
            <h3>Drafts waiting</h3>
            <ul>
              {waiting.map((z) => (
                <li key={z.code}>
                  <a href={`${officeDrawPath(token)}?zone=${encodeURIComponent(z.code)}#draft`}>
                    {z.name} ({z.code})
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {draw.placements.length ? (
          <p>Placed by the office: {draw.placements.map((p) => `${p.school} in ${p.zone}`).join(', ')}.</p>
        ) : null}
      </section>

      {chosen ? (
        <ZoneDraft
          token={token}
          zone={chosen}
          published={draw.published}
          settings={draw.settings}
          settingsRevision={draw.settingsRevision}
        />
      ) : null}
    </>
  );
}

import type { Division } from '@/lib/league/bundle';
import type { DrawZone } from '@/lib/source/office';
import { adjustZone, proposeZone, publishZone } from '@/app/private/[token]/office/draw/actions';
import { draftReport } from '@/lib/league/draw/adjust';
import { formatDay } from '@/lib/league/dates';
import { sydneyTime } from './when';
import { Labelled } from './Labelled';
import { ZoneDays } from './ZoneDays';
import type { DrawSettings } from '@/lib/league/draw/settings';
import styles from './Office.module.css';

type Props = {
  token: string;
  zone: DrawZone;
  published: boolean;
  settings: DrawSettings;
  settingsRevision: number;
};
type Limits = DrawSettings['division_size'];

const playing = (d: Division) => d.teams.filter((t) => !t.bye);

function DraftDivision({ division, limits }: { division: Division; limits: Limits }) {
  const report = draftReport(division, limits);
  const name = (no: number) => division.teams.find((t) => t.no === no)?.name ?? `team ${no}`;
  return (
    <li className={styles.item}>
      <h4>
        {division.code} {division.name}
      </h4>
      <p>{report.lines.join('; ')}.</p>
      {report.problems.length ? (
        <>
          <p className={styles.refused}>Not met:</p>
          <ul>
            {report.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>Teams by draw number:</p>
      <ol>
        {division.teams.map((t) => (
          <li key={t.no} value={t.no}>
            {t.name}
          </li>
        ))}
      </ol>
      <p>Rounds:</p>
      <ul className={styles.rounds}>
        {division.rounds.map((r) => (
          <li key={r.n}>
            Round {r.n}
            {r.date ? `, ${formatDay(r.date)}` : ''}:{' '}
            {r.pairings
              .map((p) => `${name(p.home)} v ${typeof p.away === 'number' ? name(p.away) : p.away}`)
              .join('; ')}
          </li>
        ))}
      </ul>
    </li>
  );
}

function TeamChoice({
  id,
  name,
  label,
  divisions,
}: {
  id: string;
  name: string;
  label: string;
  divisions: Division[];
}) {
  return (
    <Labelled id={id} label={label}>
      <select id={id} name={name} required defaultValue="">
        <option value="" disabled>
          Choose a team
        </option>
        {divisions.map((d) => (
          <optgroup key={d.code} label={d.code}>
            {playing(d).map((t) => (
              <option key={t.name} value={t.name}>
                {t.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </Labelled>
  );
}

/** One zone's draw in the office: its state, its draft division by division, and what can be done to it. */
export function ZoneDraft({ token, zone, published, settings, settingsRevision }: Props) {
  const draft = zone.draft;
  const seen = draft?.revision ?? 0;
  return (
    <section aria-labelledby="draft">
      <h2 id="draft">
        {zone.name} ({zone.code})
      </h2>
      {zone.played ? (
        <p>
          {zone.divisions} divisions are published and their matches have results: the draw is played, and the
          office does not draw it again. A change to a played draw goes through the league’s file (
          <code>npm run league -- import</code>).
        </p>
      ) : (
        <>
          <p>
            {zone.divisions
              ? `${zone.divisions} divisions are published, with no result yet: publishing a draft replaces them.`
              : 'No draw is published for this zone yet.'}{' '}
            {draft
              ? `The draft below was last changed ${sydneyTime(draft.updatedAt)} (revision ${draft.revision}).`
              : ''}
          </p>
          <ZoneDays token={token} zone={zone} settings={settings} revision={settingsRevision} />
          <form action={proposeZone.bind(null, token, zone.code, seen)}>
            <button type="submit" className={draft ? styles.secondary : styles.action}>
              {draft ? `Propose ${zone.name}’s draw again` : `Propose ${zone.name}’s draw`}
            </button>
          </form>
        </>
      )}
      {draft && !zone.played ? (
        <>
          <h3>The draft</h3>
          <ul className={styles.list}>
            {draft.divisions.map((d) => (
              <DraftDivision key={d.code} division={d} limits={settings.division_size} />
            ))}
          </ul>
          <h3>Change it</h3>
          <form action={adjustZone.bind(null, token, zone.code, seen, 'move')} className={styles.buttons}>
            <TeamChoice id="move-team" name="team" label="Team" divisions={draft.divisions} />
            <Labelled id="move-to" label="To">
              <select id="move-to" name="to" required defaultValue="">
                <option value="" disabled>
                  Choose a division
                </option>
                {draft.divisions.map((d) => (
                  <option key={d.code} value={d.code}>
                    {d.code} {d.name}
                  </option>
                ))}
              </select>
            </Labelled>
            <button type="submit" className={styles.secondary}>
              Move the team
            </button>
          </form>
          <form action={adjustZone.bind(null, token, zone.code, seen, 'swap')} className={styles.buttons}>
            <TeamChoice id="swap-a" name="a" label="Swap team" divisions={draft.divisions} />
            <TeamChoice id="swap-b" name="b" label="with team" divisions={draft.divisions} />
            <button type="submit" className={styles.secondary}>
              Swap the teams
            </button>
          </form>
          <h3>Publish it</h3>
          <p>
            {published
              ? `Publishing puts these divisions in the season at once: the zone’s page shows them, and the change log says so.`
              : `The season is not published yet: the divisions are stored in it, and the public sees them when it is.`}
          </p>
          <form action={publishZone.bind(null, token, zone.code, seen)}>
            <button type="submit" className={styles.action}>
              Publish {zone.name}’s draw
            </button>
          </form>
        </>
      ) : null}
    </section>
  );
}

import { weekdayName, type DrawSettings } from '@/lib/league/draw/settings';
import { blackoutLines } from '@/lib/league/draw/blackout-lines';
import { saveSettings } from '@/app/private/[token]/office/draw/actions';
import { Labelled } from './Labelled';
import { MatchDayChoice, zoneDaysLine } from './ZoneDays';
import styles from './Office.module.css';

type Props = {
  token: string;
  settings: DrawSettings;
  revision: number;
  zones: { code: string; name: string }[];
};

/** The season's draw settings in the office: what every proposal follows (docs/office.md). */
export function DrawSettingsForm({ token, settings, revision, zones }: Props) {
  const ownDays = zones.filter((z) => settings.zones[z.code]);
  return (
    <section aria-labelledby="settings">
      <h2 id="settings">Settings</h2>
      <p>
        Every proposal follows these: divisions of {settings.division_size.min} to{' '}
        {settings.division_size.max} teams, rounds on {weekdayName(settings.match_day)}s from each
        competition&apos;s start date, and no round on the days listed (
        {settings.blackouts.length ? `${settings.blackouts.length} listed` : 'none yet'}). Copy the
        year&apos;s NSW school holidays and public holidays in, one a line.
      </p>
      <p>
        {ownDays.length
          ? `Zones with days of their own: ${ownDays.map((z) => zoneDaysLine(z.name, settings, z.code)).join('; ')}.`
          : 'No zone has days of its own: a zone’s are set with its draft below.'}
      </p>
      <form action={saveSettings.bind(null, token, revision)} className={styles.settings}>
        <Labelled id="size-min" label="Smallest division">
          <input
            id="size-min"
            name="min"
            type="number"
            min={2}
            max={24}
            required
            defaultValue={settings.division_size.min}
          />
        </Labelled>
        <Labelled id="size-max" label="Largest division">
          <input
            id="size-max"
            name="max"
            type="number"
            min={2}
            max={24}
            required
            defaultValue={settings.division_size.max}
          />
        </Labelled>
        <MatchDayChoice id="match-day" label="Match day" value={settings.match_day} />
        <label htmlFor="blackouts">Days without a round, one a line</label>
        <p id="blackouts-hint" className={styles.hint}>
          A day and its name (2027-06-14 King&apos;s Birthday), or a span (2027-07-03 to 2027-07-18 School
          holidays).
        </p>
        <textarea
          id="blackouts"
          name="blackouts"
          rows={6}
          aria-describedby="blackouts-hint"
          defaultValue={blackoutLines(settings.blackouts)}
        />
        <button type="submit" className={styles.secondary}>
          Save the settings
        </button>
      </form>
    </section>
  );
}

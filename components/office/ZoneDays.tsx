import { saveZoneDaysForm } from '@/app/private/[token]/office/draw/actions';
import { WEEKDAYS, weekdayName, type DrawSettings } from '@/lib/league/draw/settings';
import { formatDay } from '@/lib/league/dates';
import { Labelled } from './Labelled';
import styles from './Office.module.css';

type Props = {
  token: string;
  zone: { code: string; name: string };
  settings: DrawSettings;
  revision: number;
};

/** A match day chooser; `blank` names the choice that leaves the day to the season. */
export function MatchDayChoice({
  id,
  label,
  value,
  blank,
}: {
  id: string;
  label: string;
  value: string;
  blank?: string;
}) {
  return (
    <Labelled id={id} label={label}>
      <select id={id} name="match_day" defaultValue={value}>
        {blank ? <option value="">{blank}</option> : null}
        {WEEKDAYS.map((d) => (
          <option key={d} value={d}>
            {weekdayName(d)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** `Hills: Thursdays from 7 May 2027`: a zone's days where they are its own. */
export function zoneDaysLine(name: string, settings: DrawSettings, code: string): string {
  const own = settings.zones[code] ?? {};
  const from = own.commence
    ? `${formatDay(own.commence)} ${own.commence.slice(0, 4)}`
    : 'the competition’s start date';
  return `${name}: ${weekdayName(own.match_day ?? settings.match_day)}s from ${from}`;
}

/** A zone's own match day and first day of play, where they are not the season's (docs/office.md). */
export function ZoneDays({ token, zone, settings, revision }: Props) {
  const own = settings.zones[zone.code] ?? {};
  return (
    <form action={saveZoneDaysForm.bind(null, token, zone.code, revision)} className={styles.buttons}>
      <MatchDayChoice
        id="zone-match-day"
        label={`${zone.name}’s match day`}
        value={own.match_day ?? ''}
        blank={`As the season (${weekdayName(settings.match_day)})`}
      />
      <Labelled id="zone-commence" label="First day of play (blank: the competition’s start date)">
        <input id="zone-commence" name="commence" type="date" defaultValue={own.commence ?? ''} />
      </Labelled>
      <button type="submit" className={styles.secondary}>
        Save {zone.name}’s days
      </button>
    </form>
  );
}

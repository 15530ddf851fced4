import type { ChangeItem, ChangeRecord } from '@/lib/league/bundle-news';
import { recordDate, recordDay } from '@/lib/league/change-text';
import styles from './changes.module.css';

/** Items of a record grouped by division or finals grid, in the record's order. */
function groups(items: readonly ChangeItem[]): { group: string; items: ChangeItem[] }[] {
  const out: { group: string; items: ChangeItem[] }[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    const found = last?.group === item.group ? last : out.find((g) => g.group === item.group);
    if (found) found.items.push(item);
    else out.push({ group: item.group, items: [item] });
  }
  return out;
}

/** The records of a season, newest first, one heading per day and the changes under their division or finals grid. */
export function ChangeLog({
  records,
  headingLevel = 2,
}: {
  records: readonly ChangeRecord[];
  headingLevel?: 2 | 3;
}) {
  const Day = headingLevel === 2 ? 'h2' : 'h3';
  const Group = headingLevel === 2 ? 'h3' : 'h4';
  if (!records.length) return <p>No changes recorded.</p>;
  const days: { day: string; at: string; items: ChangeItem[] }[] = [];
  for (const record of records) {
    const day = recordDay(record.at);
    const last = days[days.length - 1];
    if (last?.day === day) last.items.push(...record.items);
    else days.push({ day, at: record.at, items: [...record.items] });
  }
  return (
    <div className={styles.log}>
      {days.map(({ day, at, items }) => (
        <section key={day} id={`changes-${day}`} aria-labelledby={`day-${day}`}>
          <Day id={`day-${day}`}>
            <time dateTime={day}>{recordDate(at)}</time>
          </Day>
          {groups(items).map(({ group, items: list }) => (
            <div key={group || 'season'}>
              <Group>{group || 'Entries'}</Group>
              <ul>
                {list.map((item, i) => (
                  <li key={i}>{item.text}</li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The days without a round as typed in the office: read line by line, written back the same way. */
import { blackoutLines, readBlackoutLines } from './blackout-lines';

it('reads a day, a span and blank lines, and writes them back', () => {
  const text = "2027-06-14 King's Birthday\n\n  2027-07-03 to 2027-07-18 NSW school holidays (winter)  \n";
  const read = readBlackoutLines(text);
  expect(read).toEqual({
    ok: true,
    blackouts: [
      { from: '2027-06-14', name: "King's Birthday" },
      { from: '2027-07-03', to: '2027-07-18', name: 'NSW school holidays (winter)' },
    ],
  });
  if (read.ok)
    expect(blackoutLines(read.blackouts)).toBe(
      "2027-06-14 King's Birthday\n2027-07-03 to 2027-07-18 NSW school holidays (winter)",
    );
});

it('names the first line it cannot read', () => {
  expect(readBlackoutLines('2027-06-14 Holiday\n14/6/2027 Holiday')).toEqual({
    ok: false,
    line: 2,
    text: '14/6/2027 Holiday',
  });
  expect(readBlackoutLines('2027-06-14')).toMatchObject({ ok: false, line: 1 });
});

import { entryOpenOn } from './entry-window';

describe('online entry', () => {
  const window = { open: true, cutoff: '2026-03-25' };

  it('is open up to and on its closing date', () => {
    expect(entryOpenOn(window, '2026-02-01')).toBe(true);
    expect(entryOpenOn(window, '2026-03-25')).toBe(true);
  });

  it('is closed from the day after its closing date, whatever the league left switched on', () => {
    expect(entryOpenOn(window, '2026-03-26')).toBe(false);
    expect(entryOpenOn(window, '2026-11-26')).toBe(false);
  });

  it('is closed when the league has closed it, and open without a closing date while the league has it open', () => {
    expect(entryOpenOn({ ...window, open: false }, '2026-02-01')).toBe(false);
    expect(entryOpenOn({ open: true, cutoff: null }, '2026-11-26')).toBe(true);
  });
});

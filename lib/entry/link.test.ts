import { enterOnlineHref } from '@/lib/league/links';
import { modeFromSearchParams } from './link';
import { COMPETITION_MODES } from '@/lib/league/constants';

const paramsOf = (href: string) => Object.fromEntries(new URL(href, 'http://site.test').searchParams);

describe('the Enter Online link', () => {
  it.each(COMPETITION_MODES)('written for %s reads back as %s', (mode) => {
    expect(modeFromSearchParams(paramsOf(enterOnlineHref(mode)))).toBe(mode);
  });

  it('keeps the address the competition pages have always used', () => {
    expect(enterOnlineHref('country_secondary')).toBe('/enter-online?metro=country&competition=secondary');
  });

  it('reads the form own mode, the old comp parameter and the numeric codes', () => {
    expect(modeFromSearchParams({ mode: 'country_primary' })).toBe('country_primary');
    expect(modeFromSearchParams({ metro: '1', comp: '1' })).toBe('metropolitan_secondary');
    expect(modeFromSearchParams({ metro: '0', competition: '2' })).toBe('country_primary');
  });

  it('opens on the selector for anything else', () => {
    expect(modeFromSearchParams({})).toBe('_');
    expect(modeFromSearchParams({ metro: 'metropolitan' })).toBe('_');
    expect(modeFromSearchParams({ mode: 'chess', metro: ['1', '0'], competition: 'primary' })).toBe('_');
  });
});

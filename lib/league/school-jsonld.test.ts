import fs from 'node:fs';
import path from 'node:path';
import { checkBundle } from './bundle';
import { seasonDrawsOf, seasonFixtures } from './school-fixtures';
import { fixturesOfSchool } from './fixtures-of-school';
import { jsonLdGraph, jsonLdText, sportsEvent, sydneyOffset } from './school-jsonld';

const url = (p: string) => `https://example.org${p}`;

describe('school JSON-LD', () => {
  it('knows Sydney’s offset in winter and summer', () => {
    expect(sydneyOffset('2026-06-05', '16:00')).toBe('+10:00');
    expect(sydneyOffset('2026-11-28', '16:00')).toBe('+11:00');
  });

  it('escapes what could end the script element, and stays the same JSON', () => {
    const value = { name: '</script><script>alert(1)</script> & \u2028' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('describes a demo match as a SportsEvent with home and away team, start and location', () => {
    const checked = checkBundle(
      JSON.parse(fs.readFileSync(path.join(__dirname, '../../demo/season-2026.json'), 'utf8')),
    );
    if (!checked.ok) throw new Error(checked.errors.join('\n'));
    const fixture = fixturesOfSchool(seasonFixtures(seasonDrawsOf(checked.bundle)), 'darcy-road').find(
      (f) => f.id === '2026-PA2-r3-4v7',
    )!;
    const event = sportsEvent(fixture, url)!;
    expect(event).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Darcy Road C v Murray Farm C',
      startDate: '2026-05-15T16:00:00+10:00',
      homeTeam: {
        '@type': 'SportsTeam',
        name: 'Darcy Road C',
        parentOrganization: { name: 'Darcy Road', url: 'https://example.org/schools/darcy-road' },
      },
      awayTeam: { '@type': 'SportsTeam', name: 'Murray Farm C' },
      location: { '@type': 'Place', name: 'Darcy Road' },
    });
    expect(JSON.parse(jsonLdText(jsonLdGraph([event])))['@context']).toBe('https://schema.org');
  });
});

/**
 * A match between two teams of one school (`Carlingford B v Carlingford A`): the school reports it, but no
 * other school can confirm it. The zone's scorer settles it: the school's page says so, the report waits
 * under `Waiting` on the desk, the automatic confirmation leaves it alone, and the scorer publishes it.
 */
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from '@/lib/writes/season-import';
import { resultVersions, privateLinks, seasonChanges, seasons } from '../schema';
import { resolvePrivateLink, seasonLinks, type PrivateLink } from './cards-links';
import { sendCardAction, type CardActionRequest } from '@/lib/writes/card-actions';
import { getMatchCard, getSchoolCards, getZoneCards } from './cards-read';
import { autoConfirmSweep } from '@/lib/writes/auto-confirm';
import { stateText } from '@/lib/cards/card-view';
import { officialStateText } from '@/lib/league/cards/scorer';

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const AFTER = new Date('2030-05-20T02:00:00Z');
const MATCH = 'PA1~r3~3v1';
let n = 0;
const key = () => `one-school-card-key-${++n}`;

/** The sample season with North Rocks A renamed Carlingford B: round 3's 3v1 is Carlingford's two teams. */
function oneSchoolSeason() {
  const bundle = sampleBundle();
  bundle.divisions[0]!.teams[2]!.name = 'Carlingford B';
  return bundle;
}

describeEachEngine('a match between two teams of one school on %s', (engine) => {
  let store: TestStore;
  const as: Record<string, PrivateLink> = {};
  const send = (who: string, request: Partial<CardActionRequest>, now = AFTER) =>
    sendCardAction(
      store.db,
      as[who]!,
      { matchKey: MATCH, kind: 'report', idempotencyKey: key(), ...request },
      now,
    );

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    for (const table of [seasons, resultVersions, privateLinks, seasonChanges]) await store.db.delete(table);
    await importSeason(store.db, oneSchoolSeason());
    const made = await seasonLinks(store.db, 2030, SECRET);
    if (!made.ok) throw new Error(made.errors.join());
    for (const l of made.links) as[l.subject] = (await resolvePrivateLink(store.db, l.token))!;
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('says the zone scorer publishes its report, lists it under Waiting, and never confirms it by itself', async () => {
    const report = await send('Carlingford Public School', {
      card: { boards: ['1-0', '½-½', '1-0', '0-1'] },
    });
    expect(report.ok && report.state).toMatchObject({ state: 'reported', by: 'home', awaits: 'scorer' });

    // The school's page: who settles it, not "waiting for Carlingford".
    const mine = await getSchoolCards(store.db, as['Carlingford Public School']!, AFTER);
    const view = mine!.matches.find((m) => m.key === MATCH)!;
    expect(stateText(view)).toBe('Reported by you — waiting for the zone scorer');
    const confirm = await send('Carlingford Public School', { kind: 'confirm' });
    expect(confirm.ok || confirm.errors[0]!.message).toBe(
      'Your result waits for the zone scorer to confirm it.',
    );

    // Days after, the sweep leaves it for the scorer.
    const later = new Date(AFTER.getTime() + 10 * 86_400_000);
    expect((await autoConfirmSweep(store.db, later, 3)).confirmed).toBe(0);

    // The scorer's desk: under Waiting, worded for the scorer, and published from the match's page.
    const desk = (await getZoneCards(store.db, as.PA!, later))!;
    expect(desk.counts.waiting).toBe(1);
    const waiting = desk.matches.find((m) => m.key === MATCH)!;
    expect(
      officialStateText(
        waiting.state,
        { home: waiting.match.homeTeam.name, away: waiting.match.awayTeam.name },
        null,
      ),
    ).toBe('Reported by Carlingford B — one school’s two teams: waiting for you to publish it');
    const card = (await getMatchCard(store.db, as.PA!, MATCH, later))!;
    const version = card.state.state === 'reported' ? card.state.version.id : 0;
    const published = await send('PA', { kind: 'publish', refEventId: version }, later);
    expect(published.ok && published.state.state).toBe('published');
  });
});

import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { importSeason } from './bundles';
import { cardEvents, privateLinks, seasons } from '../schema';
import { resolvePrivateLink, seasonLinks, type PrivateLink } from './cards-links';
import { sendCardAction, type CardActionRequest } from './cards-actions';
import { getZoneCards } from './cards-read';
import { deskEligibility, schoolCoordinators, seasonCardTrail } from './cards-desk';
import { cardsCsvOf } from '@/lib/cards/cards-csv';

/** RFC 4180 as csv-stringify writes it: quoted fields with doubled quotes. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  return rows;
}

const SECRET = Buffer.from('a-test-link-secret-of-at-least-32-characters');
const AFTER = new Date('2030-05-20T02:00:00Z');
const MATCH = 'PA1~r3~3v1';
let n = 0;
const key = () => `desk-key-${++n}`;

describeEachEngine("the scorer's desk on %s", (engine) => {
  let store: TestStore;
  const as: Record<string, PrivateLink> = {};
  const send = (who: string, request: Partial<CardActionRequest>) =>
    sendCardAction(
      store.db,
      as[who]!,
      { matchKey: MATCH, kind: 'report', idempotencyKey: key(), ...request },
      AFTER,
    );

  beforeAll(async () => {
    store = await freshStore(engine);
  });
  beforeEach(async () => {
    await store.db.delete(seasons);
    await store.db.delete(cardEvents);
    await store.db.delete(privateLinks);
    await importSeason(store.db, sampleBundle());
    const made = await seasonLinks(store.db, 2030, SECRET);
    if (!made.ok) throw new Error(made.errors.join());
    for (const l of made.links) as[`${l.kind}:${l.subject}`] = (await resolvePrivateLink(store.db, l.token))!;
  });
  afterAll(async () => {
    await store.dispose();
  });

  it("lists the zone's late match, most overdue first, with its schools' coordinators", async () => {
    const desk = (await getZoneCards(store.db, as['scorer:PA']!, AFTER))!;
    const late = desk.matches.filter((m) => m.state.state === 'result-needed');
    expect(late.map((m) => m.key)).toEqual([MATCH]);
    expect(late[0]).toMatchObject({ daysLate: 3, lateRuleDate: '2030-05-25' });
    expect(desk.counts).toMatchObject({ late: 1, disputed: 0, waiting: 0 });
    // The other zone's scorer sees none of PA's matches.
    const other = (await getZoneCards(store.db, as['scorer:NC']!, AFTER))!;
    expect(other.matches.some((m) => m.match.zone === 'PA')).toBe(false);
    const contacts = await schoolCoordinators(store.db, 2030, ['Carlingford Public School', 'North Rocks']);
    expect(contacts.get('carlingford')?.map((c) => c.email)).toEqual([
      'coordinator1.carlingford@example.org',
    ]);
  });

  it('exports every version and action with who sent it, formula-safe, and counts eligibility from names', async () => {
    const players = { home: ['=HYPERLINK("x")', 'Bo', 'Cy', 'Di'], away: ['Eve', 'Fay', 'Gus', 'Hal'] };
    const report = await send('school:North Rocks', {
      card: { boards: ['1-0', '1-0', '0-1', '½-½'], players },
    });
    expect(report.ok).toBe(true);
    const dispute = await send('school:Carlingford Public School', {
      kind: 'dispute',
      card: { boards: ['0-1', '1-0', '0-1', '½-½'], comment: '+board 1 was lost on time' },
    });
    expect(dispute.ok).toBe(true);
    const refused = await send('scorer:NC', {
      kind: 'publish',
      refEventId: dispute.ok ? dispute.event.id : 0,
    });
    expect(refused.ok).toBe(false);
    const published = await send('scorer:PA', {
      kind: 'publish',
      refEventId: report.ok ? report.event.id : 0,
    });
    expect(published.ok && published.state.state).toBe('published');

    const trail = await seasonCardTrail(store.db, 2030);
    const rows = parse(cardsCsvOf(JSON.parse(JSON.stringify(trail))));
    expect(rows.slice(1).map((r) => [r[7], r[9]])).toEqual([
      ['report', 'North Rocks (home)'],
      ['dispute', 'Carlingford Public School (away)'],
      ['publish', 'scorer PA'],
    ]);
    expect(rows[2]![11]).toBe("'+board 1 was lost on time");
    expect(rows[1]![14]).toBe(`'=HYPERLINK("x") | Bo | Cy | Di`);
    expect(rows.flat().join(' ')).not.toMatch(/[A-Za-z0-9_-]{43}/);

    const desk = (await getZoneCards(store.db, as['scorer:PA']!, AFTER))!;
    const north = deskEligibility(desk).find((t) => t.team === 'North Rocks A')!;
    expect(north).toMatchObject({ preliminary: 2, named: 1, needed: 1 });
    expect(north.players.map((p) => p.name)).toContain('Bo');
  });
});

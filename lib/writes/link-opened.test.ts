/** The office's address list says whether an address was opened: the first opening is kept, a rotated address starts unopened. */
import { describeEachEngine, freshStore, type TestStore } from '@/test/engines';
import { sampleSeasonWithLinks, TEST_LINK_SECRET } from '@/test/sample-season';
import { privateLinks, seasons } from '@/lib/db/schema';
import { seasonLinks } from '@/lib/db/queries/cards-links';
import { getOfficeAddresses } from '@/lib/db/queries/office';
import { markLinkOpened } from './link-opened';

const FIRST = new Date('2030-05-01T00:00:00Z');
const LATER = new Date('2030-05-02T00:00:00Z');

describeEachEngine('an address’s first opening on %s', (engine) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await freshStore(engine);
  });
  afterAll(async () => {
    await store.dispose();
  });

  it('keeps the first opening only, and a rotated address starts unopened', async () => {
    const links = await sampleSeasonWithLinks(store.db, [seasons, privateLinks]);
    const carlingford = links.find((l) => l.kind === 'school' && l.subject === 'Carlingford Public School')!;
    const opened = async () =>
      (await getOfficeAddresses(store.db, 2030)).find((a) => a.subject === 'Carlingford Public School')!
        .openedAt;
    expect(await opened()).toBeNull();
    await markLinkOpened(store.db, carlingford.id, FIRST);
    await markLinkOpened(store.db, carlingford.id, LATER);
    expect(await opened()).toEqual(FIRST);
    const rotated = await seasonLinks(store.db, 2030, TEST_LINK_SECRET, {
      rotateSchool: 'Carlingford Public School',
    });
    if (!rotated.ok) throw new Error(rotated.errors.join());
    expect(await opened()).toBeNull();
  });
});

/**
 * The zone workbook through the route the command line hands its work to while the server holds the
 * store (api/admin/league): the workbook travels base64 both ways, and an import drops the caches it touches.
 */
import ExcelJS from 'exceljs';
import { freshStore, type TestStore } from '@/test/engines';
import { sampleBundle } from '@/test/fixtures';
import { exportSeason } from '@/lib/db/queries/bundles';
import { importSeason } from '@/lib/writes/season-import';
import * as adminLeague from '@/app/api/admin/league/route';

let current: TestStore;
const TOKEN = 'workbook-route-token-0123456789abcdef';
jest.mock('@/lib/db/server', () => ({
  storeUnreachable: () => null,
  getDb: async () => current.db,
  getStore: async () => ({
    ...current,
    owner: { pid: process.pid, role: 'server', url: 'http://127.0.0.1:3000', token: TOKEN },
  }),
}));

/** Next drops tagged caches only inside a request; here the tags an import would drop are noted. */
const mockDropped: string[][] = [];
jest.mock('@/lib/cache/broadcast', () => ({
  invalidateEverywhere: async (_db: unknown, tags: string[]) => void mockDropped.push(tags),
}));

beforeAll(async () => {
  current = await freshStore('pglite');
  await importSeason(current.db, sampleBundle(2030));
});
afterAll(async () => {
  await current.dispose();
});

async function send(command: unknown) {
  const response = await adminLeague.POST(
    new Request('http://127.0.0.1:3000/api/admin/league', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-league-token': TOKEN },
      body: JSON.stringify(command),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

it('exports a workbook, previews an edit of it and imports it, as the command line asks', async () => {
  const exported = await send({ name: 'workbook-export', year: 2030, zone: 'PA' });
  expect(exported.status).toBe(200);
  const output = exported.body.output as { fileName: string; base64: string };
  expect(output.fileName).toBe('2030-PA.xlsx');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(output.base64, 'base64') as unknown as ArrayBuffer);
  workbook.getWorksheet('PA1')!.getCell('E8').value = 3;
  const data = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');

  const before = await exportSeason(current.db, 2030);
  const preview = await send({ name: 'workbook-import', data, dryRun: true });
  expect(preview.status).toBe(200);
  expect(preview.body.message).toMatch(
    /1 result would change in PA: \(a dry run: nothing is written\)\n  PA1!E8: PA1 round 3, North Rocks A v Carlingford A: 3–1\./,
  );
  expect(await exportSeason(current.db, 2030)).toEqual(before);

  const imported = await send({ name: 'workbook-import', data });
  expect(imported.status).toBe(200);
  expect(imported.body.message).toContain('The site shows the change from its next request');
  expect(mockDropped).toEqual([expect.arrayContaining(['league:2030'])]);
  expect((await exportSeason(current.db, 2030))!.divisions[0]!.rounds[2]!.pairings[1]!.result).toEqual({
    home: 3,
    away: 1,
  });
});

it('refuses a file that is not a workbook with a 422 and its message', async () => {
  const refused = await send({
    name: 'workbook-import',
    data: Buffer.from('not a workbook').toString('base64'),
  });
  expect(refused).toEqual({
    status: 422,
    body: {
      ok: false,
      errors: ['This is not an Excel workbook (.xlsx): save it from Excel as "Excel Workbook (*.xlsx)".'],
    },
  });
  expect((await send({ name: 'workbook-export', year: 2030, zone: { code: 'PA' } })).body).toEqual({
    ok: false,
    errors: ['zone must be a zone code (1 to 16 letters, digits, - or _).'],
  });
});

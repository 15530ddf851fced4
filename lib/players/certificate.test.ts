/**
 * Certificates read back as a person's PDF reader would, with Poppler's pdfinfo and pdftotext
 * (Debian's poppler-utils, which scripts/run-tests.mjs installs).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { certificatePdf, formatPoints, type Certificate, type CertificateGame } from './certificate';

let dir: string;
let files = 0;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nswjcl-certificate-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function written(certificates: Certificate[]): Promise<string> {
  const file = path.join(dir, `certificate-${++files}.pdf`);
  fs.writeFileSync(file, await certificatePdf(certificates));
  return file;
}

const info = (file: string) => execFileSync('pdfinfo', [file], { encoding: 'utf8' });
/** The text of one page (or all), with the layout kept, spaces squeezed so lines can be matched. */
function text(file: string, page?: number): string {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return execFileSync('pdftotext', ['-layout', ...range, file, '-'], { encoding: 'utf8' }).replace(
    / +/g,
    ' ',
  );
}

type Word = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every word with its box in points from the page's top left, as pdftotext -bbox places it. */
function words(file: string, page: number): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-'], {
    encoding: 'utf8',
  });
  const found = html.matchAll(
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
  );
  const list = [...found];
  if (list.length === 0) throw new Error(`pdftotext -bbox found no words on page ${page} of ${file}`);
  return list.map(([, xMin, yMin, xMax, yMax, word]) => ({
    text: word ?? '',
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }));
}

/** Words that cross the inner border (30 pt in from each edge of A4). */
const outsideBorder = (list: Word[]) =>
  list.filter((w) => w.xMin < 30 || w.yMin < 30 || w.xMax > 595.28 - 30 || w.yMax > 841.89 - 30);

const game = (round: number, opponent: string, score: CertificateGame['score']): CertificateGame => ({
  round,
  date: `2026-05-${String(round * 7).padStart(2, '0')}`,
  opponent,
  board: 2,
  score,
});

const ada: Certificate = {
  year: 2026,
  school: 'Lindfield East Public School',
  player: 'Ada Nguyen',
  team: 'Lindfield East A',
  competition: 'Metropolitan Primary Schools Competition',
  games: [
    game(1, 'Chatswood Public B', '1'),
    game(2, 'Roseville Prep', '½'),
    game(3, 'Artarmon Knights', '0'),
    game(4, 'Willoughby Rooks', '1F'),
    { round: 5, date: null, opponent: 'Castle Cove Pawns', board: 3, score: '1' },
  ],
  points: 3.5,
};

test('points show halves as ½', () => {
  expect(formatPoints(3.5)).toBe('3½');
  expect(formatPoints(0.5)).toBe('½');
  expect(formatPoints(4)).toBe('4');
  expect(formatPoints(0)).toBe('0');
  expect(() => formatPoints(1.25)).toThrow(RangeError);
  expect(() => formatPoints(-1)).toThrow(RangeError);
});

test('one certificate is one A4 page with the player, the school, the competition and every game', async () => {
  const file = await written([ada]);
  const meta = info(file);
  expect(meta).toMatch(/^Pages:\s+1$/m);
  expect(meta).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
  expect(meta).toMatch(/^Title:\s+Certificate of participation — Ada Nguyen 2026$/m);
  expect(meta).not.toMatch(/CreationDate|ModDate/);

  const page = text(file);
  for (const expected of [
    'Certificate of participation',
    '2026 season',
    'awarded to',
    'Ada Nguyen',
    'Lindfield East Public School',
    'Metropolitan Primary Schools Competition',
    'playing for Lindfield East A',
    'who played 5 games and scored 3½ points',
    'NSW Junior Chess League · inter-school team competitions',
    ...ada.games.map((g) => g.opponent),
  ]) {
    expect(page).toContain(expected);
  }
  // A row of the table: round, day, opponent, board, result.
  expect(page).toMatch(/^ ?1 Thu 7 May Chatswood Public B 2 1$/m);
  expect(page).toMatch(/^ ?2 Thu 14 May Roseville Prep 2 ½$/m);
  expect(page).toMatch(/Willoughby Rooks 2 1 \(forfeit\)/);
  expect(page).not.toMatch(/https?:|token/i);
});

test('one game is said in the singular', async () => {
  const file = await written([{ ...ada, games: [game(1, 'Chatswood Public B', '1')], points: 1 }]);
  expect(text(file)).toContain('who played 1 game and scored 1 point');
});

test('twenty games still fit on one page, every one of them listed', async () => {
  const games = Array.from({ length: 20 }, (_, i) => ({
    ...game(1, `Opponent team number ${i + 1}`, '½' as const),
    round: i + 1,
    date: '2026-03-20',
  }));
  const file = await written([{ ...ada, games, points: 10 }]);
  expect(info(file)).toMatch(/^Pages:\s+1$/m);
  const page = text(file);
  expect(page).toContain('who played 20 games and scored 10 points');
  for (let i = 1; i <= 20; i++) expect(page).toContain(`Opponent team number ${i} `);
  const list = words(file, 1);
  expect(outsideBorder(list)).toEqual([]);
  // The table ends above the footer line rather than running into it.
  const footer = list.find((w) => w.text === 'inter-school');
  expect(footer).toBeDefined();
  const above = list.filter((w) => Math.abs(w.yMin - (footer?.yMin ?? 0)) > 1);
  expect(Math.max(...above.map((w) => w.yMax))).toBeLessThan(footer?.yMin ?? 0);
});

test('a team file has one page per player, in order', async () => {
  const players = ['Ada Nguyen', 'Ben Okafor', 'Chloe Papadopoulos'];
  const file = await written(players.map((player) => ({ ...ada, player })));
  const meta = info(file);
  expect(meta).toMatch(/^Pages:\s+3$/m);
  expect(meta).toMatch(/^Title:\s+Certificates of participation — Lindfield East A 2026$/m);
  players.forEach((player, i) => {
    const page = text(file, i + 1);
    expect(page).toContain(player);
    for (const other of players.filter((p) => p !== player)) expect(page).not.toContain(other);
  });
});

test('names the font cannot encode are drawn as near as it can, and long ones stay on the page', async () => {
  const long =
    'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessenschafewarenwohlgepflege';
  const file = await written([
    {
      ...ada,
      player: 'Ngā Tūmanako 李 🎉',
      school: 'Te Kura Kaupapa Māori o Ōtāhuhu',
      games: [game(1, 'Ōtāhuhu Kāhu\u200d🐦', '1')],
      points: 1,
    },
    { ...ada, player: `${long} ${long}`, team: `${long} Team`, school: `${long} Public School` },
  ]);
  expect(info(file)).toMatch(/^Pages:\s+2$/m);
  const first = text(file, 1);
  expect(first).toContain('Nga Tumanako ?');
  expect(first).toContain('Te Kura Kaupapa Maori o Otahuhu');
  expect(first).toContain('Otahuhu Kahu?');
  const second = text(file, 2).replace(/\s+/g, '');
  expect(second).toContain(long.slice(0, 60));
  expect(second).toContain('PublicSchool');
  expect(outsideBorder(words(file, 1))).toEqual([]);
  expect(outsideBorder(words(file, 2))).toEqual([]);
});

test('the same certificates give the same bytes', async () => {
  const [a, b] = await Promise.all([certificatePdf([ada, ada]), certificatePdf([ada, ada])]);
  expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
});

test('an empty list is refused', async () => {
  await expect(certificatePdf([])).rejects.toThrow(/at least one/);
});

/**
 * What happened in the store of test/fixtures/store-2026-11 (scripts/make-store-fixture.ts plays it with the
 * release's own functions; store-fixture.test.ts checks that each act is still there). Times are UTC; the
 * league's days are Sydney's (UTC+10 in May).
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkBundle, type SeasonBundle } from '@/lib/league/bundle';
import type { CardEventKind, CardPlayers } from '@/lib/league/cards/state';

const DIR = path.join(__dirname, 'fixtures', 'store-2026-11');

/** The first import (no change record: nothing before it), the entry request, and the school rotated at the end. */
export const FIRST_IMPORT_AT = new Date('2026-03-01T00:00:00Z');
export const ENTRY_AT = new Date('2026-03-10T01:00:00Z');
export const ROTATED_SCHOOL = 'Oatlands Public School';
export const DARCY_ROAD_INVITATION = 'b4d2e1f3a8c6475b9f7e2c3d4b5a6f70';

/** A card action: a school's (by its name), a zone scorer's (by the zone's code) or the Director of Play's (`-`). */
export type CardStep = {
  at: string;
  by: string;
  match: string;
  kind: CardEventKind;
  boards?: string[];
  comment?: string;
  reason?: string;
  players?: CardPlayers;
  /** A phone's photo of the signed card (test/phone-photo.mjs), cleaned as the site cleans it. */
  photo?: true;
};
/** Each act at its own time: a card action, the automatic confirmation's sweep, or the league's second import. */
export type StoryStep = CardStep | { at: string; sweep: true } | { at: string; reimport: true };

export const STORE_FIXTURE_STORY: StoryStep[] = [
  // PA1 r1 1v4: a report with the players' names, confirmed by the other school.
  {
    at: '2026-05-01T08:00:00Z',
    by: 'Carlingford Public School',
    match: 'PA1~r1~1v4',
    kind: 'report',
    boards: ['1-0', '1-0', '½-½', '0-1'],
    players: {
      home: ['Ava Example', 'Ben Example', 'Cleo Example', 'Dan Example'],
      away: ['Eve Sample', 'Finn Sample', 'Gia Sample', null],
    },
  },
  { at: '2026-05-02T01:00:00Z', by: 'Oatlands Public School', match: 'PA1~r1~1v4', kind: 'confirm' },
  // PA2 r1 2v3: confirmed, then corrected by the Director of Play with a reason.
  {
    at: '2026-05-01T08:30:00Z',
    by: 'Darcy Road Public School',
    match: 'PA2~r1~2v3',
    kind: 'report',
    boards: ['1-0', '1-0', '1-0', '0-1'],
  },
  { at: '2026-05-02T02:00:00Z', by: 'North Rocks Public School', match: 'PA2~r1~2v3', kind: 'confirm' },
  {
    at: '2026-05-05T00:00:00Z',
    by: '-',
    match: 'PA2~r1~2v3',
    kind: 'correct',
    boards: ['1-0', '1-0', '½-½', '0-1'],
    reason: 'Board 3 was agreed drawn; the card was misread',
  },
  // PA2 r1 1v4: entered by the scorer from the paper card.
  {
    at: '2026-05-04T00:00:00Z',
    by: 'PA',
    match: 'PA2~r1~1v4',
    kind: 'enter',
    boards: ['1-0', '1F-0F', '0-1', '1-0'],
    comment: 'From the signed paper card',
  },
  // SN1 r1 1v4: reported and disputed, left open.
  {
    at: '2026-05-06T08:00:00Z',
    by: 'Cherrybrook Technology High School',
    match: 'SN1~r1~1v4',
    kind: 'report',
    boards: ['1-0', '1-0', '0-1', '0-1'],
  },
  {
    at: '2026-05-07T01:00:00Z',
    by: 'Pennant Hills High School',
    match: 'SN1~r1~1v4',
    kind: 'dispute',
    boards: ['0-1', '1-0', '0-1', '0-1'],
    comment: 'Board 1 was won by Pennant Hills.',
  },
  // SN1 r1 2v3: confirmed; the second import gives the league's own result.
  {
    at: '2026-05-06T09:00:00Z',
    by: 'Epping Boys High School',
    match: 'SN1~r1~2v3',
    kind: 'report',
    boards: ['1-0', '1-0', '1-0', '0-1'],
  },
  { at: '2026-05-07T02:00:00Z', by: 'Normanhurst Boys High School', match: 'SN1~r1~2v3', kind: 'confirm' },
  // PA1 r2 1v2: reported, reported again (corrected), confirmed by the sweep.
  {
    at: '2026-05-08T07:00:00Z',
    by: 'Carlingford Public School',
    match: 'PA1~r2~1v2',
    kind: 'report',
    boards: ['1-0', '0-1', '1-0', '1-0'],
  },
  {
    at: '2026-05-08T09:00:00Z',
    by: 'Carlingford Public School',
    match: 'PA1~r2~1v2',
    kind: 'report',
    boards: ['1-0', '0-1', '1-0', '½-½'],
    comment: 'Board 4 was a draw, not a win.',
  },
  // PA1 r2 4v3: a report with a photo, disputed, the dispute's version published by the scorer.
  {
    at: '2026-05-08T08:00:00Z',
    by: 'Oatlands Public School',
    match: 'PA1~r2~4v3',
    kind: 'report',
    boards: ['1-0', '1-0', '0-1', '½-½'],
    photo: true,
  },
  {
    at: '2026-05-09T00:00:00Z',
    by: 'North Rocks Public School',
    match: 'PA1~r2~4v3',
    kind: 'dispute',
    boards: ['0-1', '1-0', '0-1', '½-½'],
    comment: 'Board 1 was won by North Rocks.',
  },
  { at: '2026-05-11T00:00:00Z', by: 'PA', match: 'PA1~r2~4v3', kind: 'publish' },
  { at: '2026-05-12T03:00:00Z', sweep: true },
  // SN1 r2 1v2: confirmed; the second import swaps home and away in that round (flagged).
  {
    at: '2026-05-13T08:00:00Z',
    by: 'Cherrybrook Technology High School',
    match: 'SN1~r2~1v2',
    kind: 'report',
    boards: ['½-½', '1-0', '0-1', '1-0'],
  },
  { at: '2026-05-14T01:00:00Z', by: 'Epping Boys High School', match: 'SN1~r2~1v2', kind: 'confirm' },
  // PA2 r3 2v4: reported by the away school, left waiting.
  {
    at: '2026-05-15T08:00:00Z',
    by: 'Oatlands Public School',
    match: 'PA2~r3~2v4',
    kind: 'report',
    boards: ['0-1', '0-1', '½-½', '1-0'],
  },
  // PA2 r2 4v3: no card; scored 0–0 by the scorer under the 7-day rule, from its day (the match's + 8).
  { at: '2026-05-16T01:00:00Z', by: 'PA', match: 'PA2~r2~4v3', kind: 'rule' },
  { at: '2026-05-20T00:00:00Z', reimport: true },
];

/** The idempotency key a card step is stored under. */
export const stepKey = (index: number, step: CardStep) =>
  `fixture-${String(index + 1).padStart(2, '0')}-${step.kind}`;

/** The season as the league first imported it (season-2026.json, checked whole). */
export function fixtureBundle(): SeasonBundle {
  const checked = checkBundle(JSON.parse(fs.readFileSync(path.join(DIR, 'season-2026.json'), 'utf8')));
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.bundle;
}

/** The league's second import: its own result for SN1 r1 2v3, and SN1 r2 with home and away swapped. */
export function secondBundle(): SeasonBundle {
  const next = fixtureBundle();
  const sn1 = next.divisions.find((d) => d.code === 'SN1')!;
  sn1.rounds[0]!.pairings.find((p) => p.home === 2)!.result = { home: 1.5, away: 2.5 };
  sn1.rounds[1]!.pairings = sn1.rounds[1]!.pairings.map((p) => ({ home: p.away as number, away: p.home }));
  return next;
}

/** Darcy Road's entry request through its invitation, as the form sends it. */
export const FIXTURE_ENTRY = {
  mode: 'metropolitan_primary',
  school: {
    hash: DARCY_ROAD_INVITATION,
    name: 'Darcy Road Public School',
    address: '1 Example Street',
    suburb: 'Wentworthville',
    state: 'NSW',
    postcode: '2145',
    phone: '(02) 5550 0002',
  },
  coordinators: [
    {
      first_name: 'Alex',
      last_name: 'Demo',
      title: 'Ms',
      type: 'Teacher',
      email: 'coordinator.darcy-road@example.org',
      mobile: '0491 570 110',
    },
  ],
  teams: {
    championship: 1,
    intermediate: 1,
    intermediate_to_championship: 1,
    intermediate_to_rookies: 0,
    rookies: 0,
    junior_rookies: 0,
  },
};

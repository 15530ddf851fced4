import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@/lib/cards/photo-rules';
import { photoError, summaryOf } from './card-form-data';

const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'card', { type });

describe("the card form's own checks", () => {
  it.each([
    ['no photo', null, []],
    ['an empty file input', file(0, 'application/octet-stream'), []],
    ['a JPEG of 10 MB', file(MAX_PHOTO_BYTES, 'image/jpeg'), []],
    ['a PNG', file(1000, 'image/png'), []],
    ['a photo over 10 MB', file(MAX_PHOTO_BYTES + 1, 'image/jpeg'), [PHOTO_MESSAGES.tooLarge]],
    ['a HEIC photo', file(1000, 'image/heic'), [PHOTO_MESSAGES.notImage]],
    ['a PDF', file(1000, 'application/pdf'), [PHOTO_MESSAGES.notImage]],
  ])('takes or refuses %s', (_, photo, messages) => {
    expect(photoError(photo).map((e) => e.message)).toEqual(messages);
  });

  it("links each error to its field's control, or the first of its group", () => {
    const links = summaryOf([
      { field: 'board-3', message: 'Board 3: choose one of …' },
      { field: 'boards', message: 'A card has exactly 4 boards.' },
      { field: 'players-away', message: 'Give at most 4 away players.' },
      { field: 'players-home-2', message: "Board 2 home player's name …" },
      { field: 'photo', message: 'The photo …' },
      { field: 'comment', message: 'The comment …' },
      { field: 'match', message: 'This match has not been played yet.' },
    ]);
    expect(links.map((l) => l.targetId)).toEqual([
      'match-card-board-3',
      'match-card-board-1',
      'match-card-players-away-1',
      'match-card-players-home-2',
      'match-card-photo',
      'match-card-comment',
      'match-card-send',
    ]);
  });
});

import { cardChangeText, publishedHow } from './card-text';

const match = { division: 'PA2', round: 7, home: 'Darcy Road A', away: 'Carlingford B' };

it("ends an official's reason without its own full stop when the change record's sentence goes on", () => {
  const how = publishedHow({ how: 'corrected', by: 'scorer' }, 'Board 3 was drawn, as both captains signed.');
  expect(cardChangeText(match, { home: 2.5, away: 1.5 }, how, { home: 3, away: 1 })).toBe(
    'PA2 round 7: Darcy Road A 2½–1½ Carlingford B, corrected by the scorer: Board 3 was drawn, as both captains signed, was 3–1',
  );
  expect(publishedHow({ how: 'corrected', by: 'director' }, 'Checked with the school!  ')).toBe(
    'corrected by the Director of Play: Checked with the school',
  );
});

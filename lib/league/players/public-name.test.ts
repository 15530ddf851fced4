import { publicBoardLine, publicPlayerName } from './public-name';

describe('publicPlayerName', () => {
  it('shows nothing of a player the school has not allowed, or one removed', () => {
    expect(publicPlayerName({ name: 'Ava Thompson', shown: 'none' })).toBeNull();
    expect(publicPlayerName({ name: null, shown: 'full' })).toBeNull();
    expect(publicPlayerName(null)).toBeNull();
  });

  it('shows the first name and the last name’s initial, or the whole name, as allowed', () => {
    expect(publicPlayerName({ name: 'Ava Grace Thompson', shown: 'initial' })).toBe('Ava T.');
    expect(publicPlayerName({ name: 'ava  de la cruz', shown: 'initial' })).toBe('ava C.');
    expect(publicPlayerName({ name: 'Zoë', shown: 'initial' })).toBe('Zoë');
    expect(publicPlayerName({ name: 'Ava Thompson', shown: 'full' })).toBe('Ava Thompson');
  });
});

describe('publicBoardLine', () => {
  const board = (homeShown: 'none' | 'initial', awayShown: 'none' | 'initial') => ({
    board: 1,
    home: { team: 'Darcy Road A', player: { name: 'Ava Thompson', shown: homeShown } },
    away: { team: 'Carlingford B', player: { name: 'Sam Kumar', shown: awayShown } },
    score: '1–0',
  });

  it('names each board’s players where the schools allow it', () => {
    expect(publicBoardLine(board('initial', 'initial'))).toBe(
      'Board 1: Ava T. (Darcy Road A) 1–0 Sam K. (Carlingford B)',
    );
  });

  it('names the teams alone otherwise', () => {
    expect(publicBoardLine(board('none', 'none'))).toBe('Board 1: Darcy Road A 1–0 Carlingford B');
    expect(publicBoardLine(board('none', 'initial'))).toBe(
      'Board 1: Darcy Road A 1–0 Sam K. (Carlingford B)',
    );
  });
});

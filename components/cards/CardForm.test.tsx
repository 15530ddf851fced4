/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CardActionResult } from '@/lib/cards/action-result';
import { CardForm, type CardFormProps } from './CardForm';

const refresh = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh, replace }),
  unstable_rethrow: () => undefined,
}));

const sent: FormData[] = [];
const KEY = `card-${'ab'.repeat(18)}`;
function props(answer: CardActionResult, extra: Partial<CardFormProps> = {}): CardFormProps {
  return {
    mode: 'report',
    home: 'Murray Farm C',
    away: 'Carlingford A',
    homeWhite: [1, 3],
    doneHref: '/private/abc/match/IE1~r7~7v1?done=sent',
    cardKey: KEY,
    action: async (_state, form) => {
      sent.push(form);
      return { result: answer };
    },
    ...extra,
  };
}

const board = (n: number) => screen.getByRole('group', { name: `Board ${n}` });
const choose = (n: number, label: RegExp) =>
  fireEvent.click(within(board(n)).getByRole('radio', { name: label }));
const preview = () => screen.getByRole('region', { name: 'Match score' }).textContent;

beforeEach(() => {
  sent.length = 0;
  refresh.mockClear();
  replace.mockClear();
});

describe('CardForm', () => {
  it('labels four boards with their colours and the seven choices each', () => {
    render(<CardForm {...props({ status: 'ok' })} />);
    for (const n of [1, 2, 3, 4]) {
      const radios = within(board(n)).getAllByRole('radio');
      expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual([
        '1-0',
        '½-½',
        '0-1',
        '1F-0F',
        '0F-1F',
        '0F-0F',
        'Unfinished',
      ]);
    }
    expect(board(1)).toHaveAccessibleDescription(/Murray Farm C plays White, Carlingford A Black/);
    expect(board(2)).toHaveAccessibleDescription(/Murray Farm C plays Black, Carlingford A White/);
    expect(screen.getByRole('button', { name: 'Send result' })).toBeVisible();
  });

  it('shows the score as the boards are chosen, and the tie-break of a tied match', () => {
    render(<CardForm {...props({ status: 'ok' })} />);
    expect(preview()).toMatch('Choose a result on 4 more boards');
    choose(1, /^1–0/);
    choose(2, /^½–½/);
    choose(3, /^1–0/);
    expect(preview()).toMatch('Choose a result on 1 more board to see');
    choose(4, /^0–1/);
    expect(preview()).toBe('Match score: Murray Farm C 2½–1½ Carlingford A.');
    choose(3, /^0–1/);
    choose(4, /^½–½/);
    expect(preview()).toMatch('Match score: Murray Farm C 2–2 Carlingford A.');
    // Board 4 set aside: 1½–1½; board 3 set aside too: 1½–½ to the home team.
    expect(preview()).toMatch('Murray Farm C is ahead, 1½–½ on boards 1 to 2');
    choose(4, /^Unfinished/);
    expect(preview()).toMatch('Unfinished on board 4: sent for adjudication');
  });

  it('lists each missing board in the summary and beside it, and sends nothing', async () => {
    render(<CardForm {...props({ status: 'ok' })} />);
    choose(1, /^1–0/);
    choose(3, /^1–0/);
    fireEvent.click(screen.getByRole('button', { name: 'Send result' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#match-card-board-2', '#match-card-board-4']);
    expect(board(2)).toHaveAccessibleDescription(/Board 2: choose one of/);
    expect(sent).toHaveLength(0);
  });

  it('sends the boards, names and comment with the key the server made, then the page says it was sent', async () => {
    render(<CardForm {...props({ status: 'ok' })} />);
    [/^1–0/, /^½–½/, /^1–0/, /^0–1/].forEach((label, i) => choose(i + 1, label));
    fireEvent.change(screen.getByLabelText('Board 2: Carlingford A player'), {
      target: { value: 'Sam Lee' },
    });
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: 'Good match.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send result' })));
    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0]!;
    expect([1, 2, 3, 4].map((n) => form.get(`board-${n}`))).toEqual(['1-0', '½-½', '1-0', '0-1']);
    expect(form.getAll('players-away')).toEqual(['', 'Sam Lee', '', '']);
    expect(form.get('comment')).toBe('Good match.');
    expect(form.get('key')).toBe(KEY);
    expect(form.has('photo')).toBe(false);
    // The page then says it was sent, beside the card as stored.
    expect(replace).toHaveBeenCalledWith('/private/abc/match/IE1~r7~7v1?done=sent');
  });

  it("shows the server's field errors beside their fields, and a refusal for the whole match", async () => {
    const { unmount } = render(
      <CardForm
        {...props({
          status: 'invalid',
          message: 'Check the card.',
          errors: [
            { field: 'photo', message: 'The photo must be a JPEG or PNG image, as a phone camera takes it.' },
          ],
        })}
        initial={['1-0', '1-0', '1-0', '1-0']}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send result' })));
    await waitFor(() =>
      expect(screen.getByLabelText('Photo of the signed card (optional)')).toHaveAccessibleDescription(
        /must be a JPEG or PNG/,
      ),
    );
    unmount();
    render(
      <CardForm
        {...props({ status: 'error', message: 'This result is already published.' })}
        initial={['1-0', '1-0', '1-0', '1-0']}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send result' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('This result is already published.');
  });

  it('disputes with its own version, starting from the reported boards', () => {
    render(
      <CardForm {...props({ status: 'ok' }, { mode: 'dispute' })} initial={['1-0', '½-½', '1-0', '0-1']} />,
    );
    expect(within(board(2)).getByRole('radio', { name: /^½–½/ })).toBeChecked();
    expect(screen.getByLabelText('What is wrong with the reported result')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dispute' })).toBeVisible();
  });

  it('refuses a dispute that changes no board and says nothing, beside the boards', async () => {
    const reported = ['1', '½', '1', '0'] as const;
    render(
      <CardForm
        {...props({ status: 'ok' }, { mode: 'dispute', disputed: reported })}
        initial={['1-0', '½-½', '1-0', '0-1']}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dispute' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link')).toHaveAttribute('href', '#match-card-board-1');
    expect(board(1)).toHaveAccessibleDescription(/same boards as the reported card/);
    expect(sent).toHaveLength(0);

    // A comment saying what is wrong is enough; so is another board.
    fireEvent.change(screen.getByLabelText('What is wrong with the reported result'), {
      target: { value: 'Board 2 was played by a primary student.' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dispute' })));
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});

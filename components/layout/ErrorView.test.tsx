/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorView } from './ErrorView';
import { LOG_ERROR_URL, errorText, reportError } from './report-error';

describe('ErrorView', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue({ ok: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    window.history.replaceState(null, '', '/2026/competition/metropolitan/primary');
  });

  const sent = () => fetchMock.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(init.body) }));

  it('in development shows the message, Try again, Back and the error text, and logs it once', () => {
    const error = new Error('The draw could not be read');
    const retry = jest.fn();
    const leave = jest.fn();
    const { rerender } = render(<ErrorView error={error} retry={retry} mode="development" leave={leave} />);
    rerender(<ErrorView error={error} retry={retry} mode="development" leave={leave} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Some error occurred' })).toBeInTheDocument();
    expect(screen.getByText(/The draw could not be read/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(leave).not.toHaveBeenCalled();

    expect(sent()).toEqual([
      {
        url: LOG_ERROR_URL,
        body: {
          site: 'nswjcl',
          error: expect.stringContaining('Error: The draw could not be read'),
          uri: 'http://localhost/2026/competition/metropolitan/primary',
        },
      },
    ]);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    });
  });

  it('in production goes to the home page without showing the error text, and logs it', () => {
    const leave = jest.fn();
    render(
      <ErrorView
        error={Object.assign(new Error('secret detail'), { digest: 'abc123' })}
        mode="production"
        leave={leave}
      />,
    );
    expect(leave).toHaveBeenCalledWith('/home');
    expect(screen.queryByText(/secret detail/)).toBeNull();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.body.error).toContain('digest abc123');
  });

  it('in production stays on a failing home page instead of reloading it for ever', () => {
    window.history.replaceState(null, '', '/home');
    const leave = jest.fn();
    render(<ErrorView error={new Error('home failed')} mode="production" leave={leave} />);
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Some error occurred' })).toBeInTheDocument();
  });

  it('reports a thrown value that is not an Error once per text', () => {
    expect(reportError('plain text thrown', 'http://localhost/x', fetchMock)).toBe(true);
    expect(reportError('plain text thrown', 'http://localhost/x', fetchMock)).toBe(false);
    expect(sent()[0]!.body).toEqual({
      site: 'nswjcl',
      error: 'plain text thrown',
      uri: 'http://localhost/x',
    });
  });
});

describe('errorText', () => {
  it('names the error once, then its stack', () => {
    const error = new TypeError('x is undefined');
    error.stack = 'TypeError: x is undefined\n    at f (a.js:1:1)';
    expect(errorText(error)).toBe('TypeError: x is undefined\n    at f (a.js:1:1)');
  });
});

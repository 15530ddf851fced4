/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MailLog } from './MailLog';

jest.mock('@/app/private/[token]/office/actions', () => ({ resendOfficeMail: jest.fn() }));

const AT = new Date('2026-11-30T21:42:00Z');
const entry = (id: number, state: 'queued' | 'sent' | 'failed', answer: string | null, attempts = 1) => ({
  id,
  at: AT,
  sentAt: state === 'sent' ? AT : null,
  recipient: `coordinator${id}@example.org`,
  subject: `Subject ${id}`,
  state,
  attempts,
  answer,
});

it('says of each message when, to whom and what became of it, in Sydney time', () => {
  render(
    <MailLog
      token="t"
      mail={[
        entry(3, 'failed', 'not sent: no mail server configured (SMTP_URL)'),
        entry(2, 'sent', '250 Accepted'),
        entry(1, 'queued', 'mail server did not answer', 3),
      ]}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Mail' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '1 Dec 2026, 08:42: Subject 3 to coordinator3@example.org, not sent: no mail server configured (SMTP_URL)Send again',
    '1 Dec 2026, 08:42: Subject 2 to coordinator2@example.org, sent (250 Accepted)',
    '1 Dec 2026, 08:42: Subject 1 to coordinator1@example.org, waiting to be sent after 3 tries (mail server did not answer)',
  ]);
  // Only a message that was not sent can be sent again.
  expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
    'Send again: Subject 3 to coordinator3@example.org',
  ]);
});

it('says when there is no mail yet', () => {
  render(<MailLog token="t" mail={[]} />);
  expect(screen.getByText('No mail yet.')).toBeInTheDocument();
});

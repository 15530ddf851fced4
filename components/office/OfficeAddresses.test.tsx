import { mailLine } from './OfficeAddresses';

jest.mock('@/app/private/[token]/office/actions', () => ({}));

const AT = new Date('2026-11-30T21:42:00Z');
const mail = (over: Partial<Parameters<typeof mailLine>[0]['mail']>) => ({
  holders: ['a@example.org', 'b@example.org'],
  scorerName: null,
  sent: 0,
  waiting: 0,
  failed: 0,
  lastSentAt: null,
  ...over,
});

it('says of each address to whom it was mailed, when, and what waits or failed', () => {
  expect(mailLine({ kind: 'school', mail: mail({}) })).toBe(
    'Not mailed yet (to a@example.org and b@example.org).',
  );
  expect(mailLine({ kind: 'school', mail: mail({ sent: 2, lastSentAt: AT }) })).toBe(
    'Mailed 1 Dec 2026, 08:42 to a@example.org and b@example.org.',
  );
  expect(mailLine({ kind: 'school', mail: mail({ sent: 1, failed: 1, lastSentAt: AT }) })).toBe(
    'Mailed 1 Dec 2026, 08:42 to a@example.org and b@example.org; 1 not sent (see Mail).',
  );
  expect(mailLine({ kind: 'scorer', mail: mail({ holders: [], waiting: 0 }) })).toBe(
    'No scorer address on record to mail it to.',
  );
  expect(mailLine({ kind: 'school', mail: mail({ waiting: 2 }) })).toBe('2 waiting to be sent.');
});

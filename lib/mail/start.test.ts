import { mailEveryMs, mailPerMinute } from './start';
import { MAIL_PER_MINUTE } from './worker';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/db/server', () => ({}));

it('reads how often the worker runs and how many messages a minute it may send, with their defaults', () => {
  expect(mailEveryMs({})).toBe(15_000);
  expect(mailEveryMs({ MAIL_WORKER_SECONDS: '1' })).toBe(1_000);
  expect(mailEveryMs({ MAIL_WORKER_SECONDS: 'soon' })).toBe(15_000);
  expect(mailPerMinute({})).toBe(MAIL_PER_MINUTE);
  expect(mailPerMinute({ MAIL_PER_MINUTE: '600' })).toBe(600);
  for (const wrong of ['0', '-5', '2.5', 'many']) expect(mailPerMinute({ MAIL_PER_MINUTE: wrong })).toBe(30);
});

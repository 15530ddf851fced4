import '@testing-library/jest-dom';
import { flushRefusals } from '@/lib/http/refusal-log';

// Route handlers run outside a Next.js server here, with no page cache to read through.
process.env.PAGE_CACHE ??= 'off';

// A file that provoked refusals writes their minute's counts before it ends, not from a timer once
// Jest has moved on (which Jest reports as a log after the tests were done).
afterAll(flushRefusals);

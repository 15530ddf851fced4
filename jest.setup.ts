import '@testing-library/jest-dom';

// Route handlers run outside a Next.js server here, with no page cache to read through.
process.env.PAGE_CACHE ??= 'off';

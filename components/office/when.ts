/** `28 Nov 2026, 10:42`: a moment as an official in Sydney reads it. */
export const sydneyTime = (at: Date) =>
  at.toLocaleString('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

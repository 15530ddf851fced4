import type { FieldErrors } from './schema';

/** What the entry form's server action answers (STYLE "Forms and errors": mistakes are values). */
export type EntryActionResult =
  | { status: 'ok'; id: number }
  | { status: 'invalid'; message: string; fieldErrors: FieldErrors }
  | {
      status: 'error';
      message: string;
      /** proof: renew the bot check; submitted/closed: the form cannot be sent; rate, unavailable: wait. */
      reason: 'proof' | 'rate' | 'closed' | 'submitted' | 'unavailable' | 'request';
      retryAfterSeconds?: number;
    };

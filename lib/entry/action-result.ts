import type { FieldErrors } from './schema';

/** What the entry form's server action answers (STYLE "Forms and errors": mistakes are values). */
export type EntryActionResult =
  /**
   * Stored, or found stored: `receipt` names its confirmation page (none for a request stored before such
   * pages); `same` when the school's identical request of the last day was found instead.
   */
  | { status: 'ok'; id: number; receipt: string | null; same: boolean }
  | { status: 'invalid'; message: string; fieldErrors: FieldErrors }
  | {
      status: 'error';
      message: string;
      /** proof: renew the bot check; submitted/closed: the form cannot be sent; rate, unavailable: wait. */
      reason: 'proof' | 'rate' | 'closed' | 'submitted' | 'unavailable' | 'request';
      retryAfterSeconds?: number;
    };

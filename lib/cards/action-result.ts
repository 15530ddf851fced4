/** What a match card's server actions answer (STYLE "Forms and errors": mistakes are values, never thrown). */
export type CardFieldError = { field: string; message: string };

export type CardActionResult =
  /** Stored: the page that shows it says so (the form's action goes there), so it carries no words of its own. */
  | { status: 'ok' }
  /** `field` as lib/league/cards/check.ts names it: `board-2`, `players-home-3`, `comment`, `photo`, `boards`. */
  | { status: 'invalid'; message: string; errors: CardFieldError[] }
  /** The whole page: a match not the school's, not played, already published; a rate limit; the store away. */
  /** `stale`: refused because the match changed since the page was read; the page is read again to show it. */
  | { status: 'error'; message: string; retryAfterSeconds?: number; stale?: boolean };

/** The form's own fields, each with the id of the control an error links to. */
export const CARD_FORM_ID = 'match-card';
export const cardFieldId = (field: string) => `${CARD_FORM_ID}-${field}`;
export const cardErrorId = (field: string) => `${cardFieldId(field)}-error`;

/** A card form's fields as sent, without the photo: a refused card comes back with them, even without JavaScript. */
export type CardFormValues = {
  boards: string[];
  playersHome: string[];
  playersAway: string[];
  comment: string;
};

/**
 * What a card form's server action answers (React's `useActionState`): its result, and the fields as sent.
 * A stored card is answered with a redirect to the page that shows it, so this holds refusals only.
 */
export type CardFormState = { result: CardActionResult | null; values?: CardFormValues };

/** A form action's signature, bound to its address and match by the page. */
export type CardFormAction = (state: CardFormState, form: FormData) => Promise<CardFormState>;

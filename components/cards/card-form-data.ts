import { cardFieldId, type CardFieldError } from '@/lib/cards/action-result';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, PHOTO_TYPES } from '@/lib/cards/photo-rules';

/** The form's fields as the action takes them (its key among them); no empty photo. */
export function cardFormData(form: HTMLFormElement): FormData {
  const data = new FormData(form);
  const photo = data.get('photo');
  if (photo instanceof Blob && photo.size === 0) data.delete('photo');
  return data;
}

/** The photo's problem the form can see before sending (the server decodes it and checks again). */
export function photoError(photo: FormDataEntryValue | null): CardFieldError[] {
  if (!(photo instanceof Blob) || photo.size === 0) return [];
  if (photo.size > MAX_PHOTO_BYTES) return [{ field: 'photo', message: PHOTO_MESSAGES.tooLarge }];
  if (!(PHOTO_TYPES as readonly string[]).includes(photo.type))
    return [{ field: 'photo', message: PHOTO_MESSAGES.notImage }];
  return [];
}

/** The control an error's summary link goes to: the field's own, or the first of a group. */
function targetOf(field: string): string {
  const player = /^players-(home|away)$/.exec(field);
  if (player) return `players-${player[1]}-1`;
  if (field === 'boards') return 'board-1';
  return /^(board-\d|players-(home|away)-\d|photo|comment)$/.test(field) ? field : 'send';
}

export type SummaryLink = { field: string; message: string; targetId: string };

/** The errors as the summary lists them (GOV.UK): each message names its field and links to its control. */
export function summaryOf(errors: readonly CardFieldError[]): SummaryLink[] {
  return errors.map(({ field, message }) => ({ field, message, targetId: cardFieldId(targetOf(field)) }));
}

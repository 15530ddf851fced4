/** What a card's photo may be: the form checks it before sending, the server again (photo.ts). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** 64 megapixels: above any phone's default photo, and a bound on the memory one decode takes. */
export const MAX_PHOTO_PIXELS = 64_000_000;
/** Long edge of the stored photo: a signed A4 card stays legible; the rows stay small. */
export const STORED_PHOTO_EDGE = 2400;

export const PHOTO_MESSAGES = {
  empty: 'The photo is empty. Choose the photo of the signed card again.',
  tooLarge:
    'The photo is larger than 10 MB. Take it again at a lower resolution, or send the card without it.',
  notImage: 'The photo must be a JPEG or PNG image, as a phone camera takes it.',
  unreadable: 'The photo could not be read. Take it again, or send the card without it.',
  tooManyPixels: 'The photo has too many pixels. Take it again at a lower resolution.',
} as const;

/** The types a phone camera sends, as the file input accepts them. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

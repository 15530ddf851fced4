/**
 * A match's page under a private address, after the address itself: a school's card and an official's desk. The
 * site's links and the mail's links (whose address is put in when sent) both take them from here.
 */
export const cardPageOf = (key: string) => `/match/${key}`;
export const deskPageOf = (key: string) => `/desk/${key}`;

/**
 * A card photo's file name, `card-PA1-r3-3v1-photo-7.jpg`: the name it downloads under and the name the audit CSV
 * gives it, so that an official can tell which file a row means.
 */
export const cardPhotoFileName = (key: string, photoId: number) =>
  `card-${key.replace(/[^A-Za-z0-9-]/g, '-')}-photo-${photoId}.jpg`;

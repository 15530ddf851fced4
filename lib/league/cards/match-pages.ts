/**
 * A match's page under a private address, after the address itself: a school's card and an official's desk. The
 * site's links and the mail's links (whose address is put in when sent) both take them from here.
 */
export const cardPageOf = (key: string) => `/match/${key}`;
export const deskPageOf = (key: string) => `/desk/${key}`;

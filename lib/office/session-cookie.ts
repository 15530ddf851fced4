/** The office's session cookie: httpOnly, SameSite=Strict, Secure over https, sent only to the office's own path. */
export const OFFICE_COOKIE = 'nswjcl_office';

export const officePath = (token: string) => `/private/${token}/office`;
export const officeDrawPath = (token: string) => `${officePath(token)}/draw`;
export const officeSeasonPath = (token: string) => `${officePath(token)}/season`;

export function sessionCookie(token: string, value: string, expires: Date, secure: boolean) {
  return {
    name: OFFICE_COOKIE,
    value,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure,
    path: officePath(token),
    expires,
  };
}

/** Parents' subscriptions to a school's results (docs/mail.md): their addresses, limits and words. */

/** Each result as it is published, or one message a week (Monday). */
export const SUBSCRIPTION_CADENCES = ['each', 'weekly'] as const;
export type SubscriptionCadence = (typeof SUBSCRIPTION_CADENCES)[number];

/** Where a parent asks for a school's results by email, and where that form posts. */
export const schoolEmailPath = (slug: string) => `/schools/${encodeURIComponent(slug)}/email`;
export const schoolSubscribePath = (slug: string) => `${schoolEmailPath(slug)}/subscribe`;

/** After a subscription's private address (`/private/<token>`): its page, and what its forms post to. */
export const SUBSCRIPTION_PATH = '/subscription';
export const SUBSCRIPTION_CONFIRM_PATH = `${SUBSCRIPTION_PATH}/confirm`;
export const UNSUBSCRIBE_PATH = `${SUBSCRIPTION_PATH}/unsubscribe`;

/** What the email page says after the form, named in its address (`?done=sent`), never the address typed. */
export const EMAIL_PAGE_STATES = ['sent', 'unsubscribed', 'email', 'too-many', 'wait'] as const;
export type EmailPageState = (typeof EMAIL_PAGE_STATES)[number];

/** An unconfirmed subscription is deleted after this long: an address typed by someone else is not kept. */
export const UNCONFIRMED_DAYS = 7;
/** One address may follow this many schools: a family's schools, not a list of every school. */
export const SUBSCRIPTIONS_PER_ADDRESS = 10;

export const SUBSCRIBE_MESSAGES = {
  email: 'Enter one email address, like name@example.org.',
  tooMany: `That address already follows ${SUBSCRIPTIONS_PER_ADDRESS} schools, the most the site sends to.`,
  wait: 'Too many requests from here just now: please try again in an hour.',
} as const;

export const privateSubscriptionPath = (token: string) => `/private/${token}${SUBSCRIPTION_PATH}`;

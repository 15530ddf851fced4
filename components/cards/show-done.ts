import type { useRouter } from 'next/navigation';

/**
 * After a card action: the page at `href` (`?done=sent`) is rendered afresh and says what was done, since
 * the form itself gives way to the card as stored. The same address again is only refreshed.
 */
export function showDone(router: ReturnType<typeof useRouter>, href: string): void {
  if (`${window.location.pathname}${window.location.search}` === href) router.refresh();
  else router.replace(href);
}

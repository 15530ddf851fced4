'use client';

import { scrollToElement } from './smooth-scroll';

export type ScrollLinkProps = { targetId: string; className?: string; children: React.ReactNode };

/** An in-page link (it works as one without JavaScript) that scrolls smoothly when it can. */
export function ScrollLink({ targetId, className, children }: ScrollLinkProps) {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    scrollToElement(target);
  };
  return (
    <a href={`#${targetId}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/** SPEC section 9: in-page scrolls take 500 ms. */
export const SCROLL_DURATION_MS = 500;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls the window so that `target` is at the top, over `duration` ms (at once when the visitor
 * asks for reduced motion), then gives it focus so keyboard and screen reader users follow.
 */
export function scrollToElement(target: HTMLElement, duration = SCROLL_DURATION_MS): void {
  const start = window.scrollY;
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  const end = Math.max(0, Math.min(target.getBoundingClientRect().top + start, bottom));
  const focus = () => {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  if (duration <= 0 || prefersReducedMotion() || start === end) {
    window.scrollTo({ top: end, left: 0, behavior: 'instant' });
    focus();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    window.scrollTo({ top: start + (end - start) * easeInOut(t), left: 0, behavior: 'instant' });
    if (t < 1) window.requestAnimationFrame(step);
    else focus();
  };
  window.requestAnimationFrame(step);
}

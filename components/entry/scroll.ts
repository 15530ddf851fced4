/**
 * Scrolls so `element` sits `offset` pixels below the top of the window, easing over `duration`
 * (SPEC section 9: 200 px, 500 ms). Focus moves at once, so typing can start while the page moves;
 * people who ask for reduced motion jump there.
 */
export function scrollToAndFocus(element: HTMLElement, offset = 200, duration = 500): void {
  const target = Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
  element.focus({ preventScroll: true });
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || duration <= 0) {
    window.scrollTo(0, target);
    return;
  }
  const start = window.scrollY;
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, start + (target - start) * eased);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

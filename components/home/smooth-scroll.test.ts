/** @jest-environment jsdom */
import { SCROLL_DURATION_MS, scrollToElement } from './smooth-scroll';

describe('scrollToElement', () => {
  let frames: FrameRequestCallback[];
  let scrollTo: jest.SpyInstance;
  let now: number;
  let reduced: boolean;

  beforeEach(() => {
    frames = [];
    now = 1000;
    reduced = false;
    document.body.innerHTML = '<section id="target"><h2>Target</h2></section>';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.matchMedia = jest
      .fn()
      .mockImplementation(() => ({ matches: reduced })) as unknown as typeof window.matchMedia;
    const target = document.getElementById('target')!;
    target.getBoundingClientRect = () => ({ top: 800 }) as DOMRect;
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
  });

  it('stops where the page ends', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 1000 });
    reduced = true;
    scrollToElement(document.getElementById('target')!);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 - window.innerHeight, left: 0, behavior: 'instant' });
  });

  afterEach(() => jest.restoreAllMocks());

  const runFrame = (at: number) => {
    now = at;
    const next = frames.shift();
    next?.(at);
  };

  it(`takes ${SCROLL_DURATION_MS} ms, easing in and out, then focuses the target`, () => {
    const target = document.getElementById('target')!;
    scrollToElement(target);
    runFrame(1000 + SCROLL_DURATION_MS / 2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 400, left: 0, behavior: 'instant' });
    expect(target).not.toHaveFocus();
    runFrame(1000 + SCROLL_DURATION_MS);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 800, left: 0, behavior: 'instant' });
    expect(frames).toHaveLength(0);
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(target).toHaveFocus();
  });

  it('jumps at once for visitors who ask for reduced motion', () => {
    reduced = true;
    const target = document.getElementById('target')!;
    scrollToElement(target);
    expect(scrollTo).toHaveBeenCalledWith({ top: 800, left: 0, behavior: 'instant' });
    expect(frames).toHaveLength(0);
    expect(target).toHaveFocus();
  });
});

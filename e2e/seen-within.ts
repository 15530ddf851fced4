/** How often a look is made again. */
const INTERVAL_MS = 100;

/**
 * A change is published "within 2 s" when a look started within 2 s of it finds it. The look itself (a page
 * render, a browser navigation) may take longer on a busy machine: that is how fast the machine answers,
 * not how late the change arrived, so only the start of each attempt counts against the deadline.
 */
export async function seenWithin(
  ms: number,
  look: () => Promise<unknown>,
  since = Date.now(),
): Promise<void> {
  const deadline = since + ms;
  for (;;) {
    try {
      await look();
      return;
    } catch (missing) {
      if (Date.now() + INTERVAL_MS > deadline) throw missing;
    }
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
}

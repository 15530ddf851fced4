/**
 * A request's body, or null once it passes `limit` bytes: read in chunks, so an oversized body is
 * never held whole.
 */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const reader = request.body?.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: when the request is a clone, the other branch still holds the body and the cancel would wait on it.
      void reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
}

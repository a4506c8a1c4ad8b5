/**
 * A response's body as bytes, refused once it grows past `maxBytes` (a declared Content-Length too large is refused
 * before reading): an upstream's answer can then never take more memory than the caller allows. `tooLarge` makes the
 * caller's own error.
 */
export async function readBoundedBody(response: Response, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

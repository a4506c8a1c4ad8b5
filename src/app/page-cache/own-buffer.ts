/**
 * The bytes of `buffer` in memory of their own. A Buffer can be a view of a larger block: Node puts small buffers
 * in a shared 8 KB slab, and zlib's sync calls answer a slice of their 16–64 KB output chunk. A cache entry holding
 * such a view keeps the whole block alive, so a budget counted in `length` would hold many times its bytes (the
 * compressed-page cache held 64 KB for each 5 KB body: bench/MEMORY.md).
 */
export function ownBuffer(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(own);
  return own;
}

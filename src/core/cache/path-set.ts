/**
 * Every address of a kind on one site (published page slugs, redirect sources) as one data-cache entry, so that a
 * lookup for an address that does not exist costs no database query (issue 32: a flood of invented URLs cost 1–3 ms
 * of database CPU per request, twice). Why one set and not a cached "none" per address: the set grows only with
 * the content, whereas a "none" per address would let anonymous requests fill the data cache with entries of their
 * choosing. The set only says "certainly not there"; an address in it is looked up (and cached) as before.
 *
 * Sorted, so a lookup is a binary search whether the value comes from the in-process store (shared, never copied)
 * or from Redis (parsed anew on each read: no Set to build per request).
 */
export type PathSet = { readonly sorted: readonly string[] } | { readonly sorted: null };

/**
 * More addresses than this on one site and no set is built: such a site looks each address up as before
 * (`mayContain` says yes to everything). On Redis every lookup reads and parses the whole entry: 5,000 paths are
 * about 250 KB and 0.35 ms of JSON.parse, well below the 1–3 ms query they save; 20,000 would be 1 MB and 1.4 ms
 * plus the transfer, no saving. In-process the entry is shared, not copied: 250 KB of the default 16 MiB data cache.
 */
export const PATH_SET_MAX_PATHS = 5_000;

/**
 * Builds the set from `list`, which returns at most `limit` addresses (it is asked for one more than the bound, to
 * see whether the site is over it); `{ sorted: null }` when it is.
 */
export async function loadPathSet(
  list: (limit: number) => Promise<readonly string[]>,
  maxPaths = PATH_SET_MAX_PATHS,
): Promise<PathSet> {
  const paths = await list(maxPaths + 1);
  if (paths.length > maxPaths) return { sorted: null };
  // JavaScript's own order (UTF-16 code units), the one the search below compares by, not the database collation's.
  return { sorted: [...new Set(paths)].sort() };
}

/** False only when the set was built and `path` is not in it. */
export function mayContain(set: PathSet, path: string): boolean {
  const { sorted } = set;
  if (sorted === null) return true;
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = sorted[middle]!;
    if (found === path) return true;
    if (found < path) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

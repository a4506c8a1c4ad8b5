/** Languages of an Accept-Language header, best first (`de-CH,de;q=0.9,en;q=0.5` → de, en). */
export function preferredLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const entries = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return {
        language: (tag ?? '').split('-')[0]!.toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((e) => /^[a-z]{2,3}$/.test(e.language) && e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return [...new Set(entries.map((e) => e.language))];
}

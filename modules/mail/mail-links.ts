/**
 * The links the demo mail viewer makes clickable: only links the product wrote, never links from a visitor's text
 * (a form's message turned into a link in the editor's view). The product writes one kind of link
 * into a mail, the invitation link, on a line of its own and on this site; everything else shows as text.
 */
export function productLinks(kind: string, body: string, publicBaseUrl: string): string[] {
  if (kind !== 'invitation') return [];
  const site = `${new URL(publicBaseUrl).origin}/`;
  const links = body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith(site) && !/\s/.test(line));
  return [...new Set(links)];
}

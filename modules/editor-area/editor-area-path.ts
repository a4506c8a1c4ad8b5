/** `/{locale}/editor` and below: per editor, never cached (src/app/vike.ts). */
export function isEditorAreaPath(pathname: string): boolean {
  return pathname.split('/')[2] === 'editor';
}

/**
 * Bidirectional controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, the marks U+200E/U+200F
 * and U+061C): in a file name they reorder what is shown, so `photo\u202Egnp.exe` reads as `photoexe.png`
 *. C0 controls and DEL have no place in a name either.
 */
const UNSHOWABLE = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_NAME_LENGTH = 255;

/** The name an attachment is stored and shown with: no reordering or control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  return name.replace(UNSHOWABLE, '').trim().slice(0, MAX_NAME_LENGTH) || 'attachment';
}

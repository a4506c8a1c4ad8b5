// What the editor sign-in form shares with the server (the browser imports this file: no server code).

/** SPEC §6: the editor's name at sign-in, at most this long. */
export const EDITOR_NAME_MAX_LENGTH = 80;

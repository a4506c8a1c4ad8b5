// What the editor area's views show (types only: the browser imports this file).

export interface EditorHomePayload {
  /** Whether the request came with a live editor session (the cookie itself is httpOnly). */
  signedIn: boolean;
  /** The API the sign-in form posts to and sign-out deletes (SPEC §7.3). */
  authenticationUrl: string;
  translationsHref: string;
  homeHref: string;
}

export interface EditorViewPayloads {
  home: EditorHomePayload;
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    editor: EditorViewPayloads;
  }
}

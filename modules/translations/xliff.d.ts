// The `xliff` package (locize) ships no type declarations; this is the call used here (imports: xliff-reader.ts).
declare module 'xliff' {
  export interface XliffUnit {
    source: unknown;
    target?: unknown;
  }
  export interface XliffDocument {
    sourceLanguage?: string;
    targetLanguage?: string;
    resources: Record<string, Record<string, XliffUnit>>;
  }
  export function js2xliff(document: XliffDocument): Promise<string>;
}

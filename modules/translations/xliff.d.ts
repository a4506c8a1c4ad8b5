// The `xliff` package (locize) ships no type declarations; these are the two calls used here.
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
  export function xliff2js(xml: string): Promise<XliffDocument>;
}

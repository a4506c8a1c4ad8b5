// `sax` (the XML parser) ships no type declarations; these are the parts xliff-reader.ts uses.
declare module 'sax' {
  export interface Tag {
    name: string;
    attributes: Record<string, string>;
    isSelfClosing: boolean;
  }
  export interface SAXOptions {
    strictEntities?: boolean;
    position?: boolean;
  }
  export interface SAXParser {
    onerror: (error: Error) => void;
    onopentag: (tag: Tag) => void;
    onclosetag: (name: string) => void;
    ontext: (text: string) => void;
    oncdata: (text: string) => void;
    ondoctype: (doctype: string) => void;
    write(chunk: string): SAXParser;
    close(): SAXParser;
  }
  export function parser(strict: boolean, options?: SAXOptions): SAXParser;
  const sax: { parser: typeof parser };
  export default sax;
}

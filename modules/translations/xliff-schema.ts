import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type XMLValidationError, validateXML } from 'xmllint-wasm';
import { PROJECT_ROOT } from '../../src/core/project-root.js';

/** The official OASIS schemas, shipped unchanged in ./xsd (see its README; the Docker image copies the folder). */
const XSD_DIR = join(PROJECT_ROOT, 'modules/translations/xsd');
const read = (name: string) => readFileSync(join(XSD_DIR, name), 'utf8');

/** Which schema a document is checked against: 1.2 has a strict and a transitional variant. */
export type XliffSchema = '2.0' | '1.2-strict' | '1.2-transitional';

const SCHEMA_FILES: Record<XliffSchema, string> = {
  '2.0': 'xliff_core_2.0.xsd',
  '1.2-strict': 'xliff-core-1.2-strict.xsd',
  '1.2-transitional': 'xliff-core-1.2-transitional.xsd',
};

/**
 * The schema text with its import of the W3C `xml.xsd` pointed at the copy loaded beside it: the 1.2 schemas name
 * its web address, and the validator has no network (nor should it).
 */
function schemaText(schema: XliffSchema): string {
  return read(SCHEMA_FILES[schema]).replace(
    /schemaLocation="(http:\/\/www\.w3\.org\/2001\/xml\.xsd|informativeCopiesOf3rdPartySchemas\/w3c\/xml\.xsd)"/,
    'schemaLocation="xml.xsd"',
  );
}

let cache: Map<XliffSchema, string> | undefined;
const schemas = () =>
  (cache ??= new Map(Object.keys(SCHEMA_FILES).map((s) => [s as XliffSchema, schemaText(s as XliffSchema)])));

/** libxml2's words, without its prefix and the namespaces (`{urn:…}unit` reads `unit`), after the line. */
function readable(error: XMLValidationError): string {
  const message = error.message
    .trim()
    .replace(/^Schemas validity error\s*:\s*/, '')
    .replace(/\{[^{}]*\}/g, '');
  return error.loc ? `line ${error.loc.lineNumber}: ${message}` : message;
}

/** The schema problems of a document (empty when it is valid), each as libxml2 words it, without the file name. */
export async function schemaProblems(xml: string, schema: XliffSchema): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'document.xlf', contents: xml },
    schema: { fileName: 'schema.xsd', contents: schemas().get(schema)! },
    preload: { fileName: 'xml.xsd', contents: read('informativeCopiesOf3rdPartySchemas/w3c/xml.xsd') },
    // A 2 MB document with its DOM and the schema fits in 128 MiB.
    maxMemoryPages: 8 * 256,
  });
  return result.valid ? [] : result.errors.map(readable);
}

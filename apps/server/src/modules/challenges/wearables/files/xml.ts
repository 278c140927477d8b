import { XMLParser } from 'fast-xml-parser';
import { unreadableFile } from './parsed-activity.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // GPX and TCX need no entities: none are expanded (no entity-expansion bombs).
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** The XML document of a GPX or TCX file; anything that is not well-formed XML is an unreadable file. */
export function parseXml(data: Buffer): Record<string, unknown> {
  let text = data.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    const document: unknown = parser.parse(text, true);
    if (!document || typeof document !== 'object') throw unreadableFile();
    return document as Record<string, unknown>;
  } catch {
    throw unreadableFile();
  }
}

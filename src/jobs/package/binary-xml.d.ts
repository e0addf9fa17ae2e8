// Types for the part of @devicefarmer/adbkit-apkreader 3.2 the package reader uses: its parser of
// Android binary XML (the package ships no types).

declare module '@devicefarmer/adbkit-apkreader/lib/apkreader/parser/binaryxml.js' {
  /** A typed attribute value: `type` names the kind (int_dec, string, reference, ...). */
  export interface TypedValue {
    value: unknown;
    type: string;
  }

  export interface XmlAttribute {
    name: string | undefined;
    /** The raw string value, null when the attribute is typed only. */
    value: string | null;
    typedValue: TypedValue;
  }

  export interface XmlNode {
    nodeName: string | undefined;
    attributes: XmlAttribute[];
    childNodes: XmlNode[];
  }

  /** Parses one binary XML document held whole in `buffer`. */
  export default class BinaryXmlParser {
    constructor(buffer: Buffer);
    parse(): XmlNode | null;
    readU8(): number;
    readU16(): number;
    readU32(): number;
    readS32(): number;
    readString(encoding: string): string;
  }
}

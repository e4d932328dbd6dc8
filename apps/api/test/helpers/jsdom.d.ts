// jsdom ships no types; the tests use only its XML parser, described here as far as they read it.
declare module 'jsdom' {
  export interface XmlElement {
    readonly localName: string;
    readonly namespaceURI: string | null;
    readonly textContent: string | null;
    getElementsByTagNameNS(namespace: string, localName: string): ArrayLike<XmlElement>;
  }
  export interface XmlDocument {
    readonly documentElement: XmlElement;
    getElementsByTagName(name: string): ArrayLike<XmlElement>;
  }
  export class JSDOM {
    readonly window: { DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument } };
  }
}

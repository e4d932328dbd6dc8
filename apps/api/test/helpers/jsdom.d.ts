// jsdom ships no types; the tests use only its DOMParser (XML, and HTML for server-rendered pages), described here as far as they read it.
declare module 'jsdom' {
  export interface XmlElement {
    readonly localName: string;
    readonly namespaceURI: string | null;
    readonly textContent: string | null;
    getAttribute(name: string): string | null;
    getElementsByTagNameNS(namespace: string, localName: string): ArrayLike<XmlElement>;
    querySelectorAll(selectors: string): ArrayLike<XmlElement>;
  }
  export interface XmlDocument {
    readonly documentElement: XmlElement;
    getElementsByTagName(name: string): ArrayLike<XmlElement>;
    querySelectorAll(selectors: string): ArrayLike<XmlElement>;
    querySelector(selectors: string): XmlElement | null;
    getElementById(id: string): XmlElement | null;
  }
  export class JSDOM {
    readonly window: { DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument } };
  }
}

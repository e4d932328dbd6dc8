import { JSDOM, type XmlDocument } from 'jsdom';

/** Parses with a strict XML parser (jsdom's); a document that is not well-formed fails the test. */
export function parseXml(text: string): XmlDocument {
  const document = new new JSDOM().window.DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

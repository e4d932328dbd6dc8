import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, all pages in one string with its runs of white space made single spaces. */
export async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

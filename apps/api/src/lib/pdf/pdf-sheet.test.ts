import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { PdfSheet } from './pdf-sheet.js';

async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

describe('PdfSheet', () => {
  it('keeps every heading on the page of its first row and numbers every page', async () => {
    const sheet = new PdfSheet({ title: 'Sheet', author: 'Test' });
    for (let section = 1; section <= 40; section += 1) {
      sheet.heading(`Section ${section} heading`);
      sheet.subheading(`Part ${section} heading`);
      // Rows of different heights, so headings land at many places on a page.
      for (let row = 1; row <= 1 + (section % 4); row += 1)
        sheet.row(`Label ${section}.${row}`, `Value ${section}.${row} `.repeat(section % 3 === 0 ? 12 : 1));
    }
    const pages = await pagesOf(
      await sheet.finish((page, count) => ({ left: 'Footer', right: `Page ${page} of ${count}` })),
    );

    expect(pages.length).toBeGreaterThan(3);
    const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
    for (let section = 1; section <= 40; section += 1) {
      expect(pageOf(`Section ${section} heading`), `section ${section}`).toBe(pageOf(`Label ${section}.1 `));
      expect(pageOf(`Part ${section} heading`), `part ${section}`).toBe(pageOf(`Label ${section}.1 `));
    }
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it('runs a value taller than a page on to the next pages', async () => {
    const sheet = new PdfSheet({ title: 'Sheet', author: 'Test' });
    sheet.heading('Notes');
    sheet.row('Long note', Array.from({ length: 120 }, (_, i) => `line ${i + 1}`).join('\n'));
    sheet.row('After', 'the long note');
    const pages = await pagesOf(await sheet.finish((page, count) => ({ left: '', right: `Page ${page} of ${count}` })));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.join(' ')).toContain('line 120');
    expect(pages.at(-1)).toContain('the long note');
  });

  it('sets the first row under a heading at the size of every other row', async () => {
    const sheet = new PdfSheet({ title: 'Sheet', author: 'Test' });
    sheet.heading('Personal details');
    sheet.row('Name', 'Maya Singh');
    sheet.row('Email', 'maya@example.test');
    const pdf = await getDocumentProxy(new Uint8Array(await sheet.finish(() => ({ left: '', right: '' }))));
    const items = (await (await pdf.getPage(1)).getTextContent()).items as Array<{
      str?: string;
      transform?: number[];
    }>;
    // A text item's transform scales by its font size.
    const sizeOf = (text: string) => {
      return items.find((entry) => entry.str === text)?.transform?.[0];
    };
    expect(sizeOf('Maya Singh')).toBeDefined();
    expect(sizeOf('Maya Singh')).toBe(sizeOf('maya@example.test'));
    expect(sizeOf('Name')).toBe(sizeOf('Email'));
    expect(sizeOf('Personal details')).toBeGreaterThan(sizeOf('Name') ?? Number.POSITIVE_INFINITY);
  });
});

import PDFDocument from 'pdfkit';
import { printableText, REPLACEMENT, useFont } from './pdf-fonts.js';

/** Said at the end of a document that printed a replacement mark, so no reader takes it for the text. */
const REPLACED_NOTE = `Characters this document has no font for, and invisible ones, are printed as ${REPLACEMENT}. The applicant file on screen shows them as typed.`;

// A printable Letter page of label/value rows under section headings, written with pdfkit. Headings
// wait for the first row under them, so a heading never sits alone at the bottom of a page.

const INK = '#111111';
const MUTED = '#555555';
const MARGIN = 54; // three quarters of an inch
const FOOTER_SPACE = 28;
const LABEL_WIDTH = 210;
const COLUMN_GAP = 12;
const ROW_SIZE = 9.5;
const ROW_GAP = 4;

interface Heading {
  text: string;
  size: number;
  before: number;
  rule: boolean;
}

export class PdfSheet {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private pending: Heading[] = [];
  private readonly registered = new Set<string>();
  /** Whether a character was printed as a replacement mark, which the last page then explains. */
  private replaced = false;

  constructor(info: { title: string; author: string }) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
      bufferPages: true,
      // pdfkit writes non-ASCII document info as UTF-16, so a name keeps its letters here too.
      info: { Title: printableText(info.title), Author: printableText(info.author) },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.doc.fillColor(INK);
  }

  /** Sets the font that prints `text` (decision 013) and answers the text as printed. */
  private useFontFor(text: string, bold = false): string {
    const font = useFont(this.doc, printableText(text), bold ? 'bold' : 'regular', this.registered);
    this.doc.font(font.name);
    if (font.replaced) this.replaced = true;
    return font.text;
  }

  private get left() {
    return this.doc.page.margins.left;
  }

  private get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** A line of the title block at the top of the first page. */
  titleLine(text: string, size: number, bold = false): void {
    const printable = this.useFontFor(text, bold);
    this.doc.fontSize(size).fillColor(INK).text(printable, this.left, this.doc.y, { width: this.width });
  }

  gap(points: number): void {
    this.doc.y += points;
  }

  /** A section heading with a rule under it; drawn with the next row. */
  heading(text: string): void {
    this.pending.push({ text, size: 12.5, before: 16, rule: true });
  }

  /** A heading inside a section (one licence, one work-history entry); drawn with the next row. */
  subheading(text: string): void {
    this.pending.push({ text, size: 10.5, before: 8, rule: false });
  }

  private headingHeight(heading: Heading): number {
    const printable = this.useFontFor(heading.text, true);
    this.doc.fontSize(heading.size);
    return heading.before + this.doc.heightOfString(printable, { width: this.width }) + (heading.rule ? 8 : 4);
  }

  /** Starts a new page when `height` (with the waiting headings) does not fit on this one. */
  private makeRoom(height: number): void {
    const needed = this.pending.reduce((sum, heading) => sum + this.headingHeight(heading), 0) + height;
    if (this.doc.y + needed > this.bottom && this.doc.y > this.doc.page.margins.top) this.doc.addPage();
    for (const heading of this.pending) this.drawHeading(heading);
    this.pending = [];
  }

  private drawHeading(heading: Heading): void {
    const atTop = this.doc.y <= this.doc.page.margins.top;
    if (!atTop) this.doc.y += heading.before;
    const printable = this.useFontFor(heading.text, true);
    this.doc.fontSize(heading.size).fillColor(INK).text(printable, this.left, this.doc.y, { width: this.width });
    if (heading.rule) {
      const y = this.doc.y + 2;
      this.doc
        .moveTo(this.left, y)
        .lineTo(this.left + this.width, y)
        .lineWidth(0.75)
        .strokeColor(MUTED)
        .stroke();
      this.doc.y = y + 6;
    } else {
      this.doc.y += 4;
    }
  }

  /** A label and its value side by side; long values wrap, and one taller than a page runs on. */
  row(label: string, value: string): void {
    const valueX = this.left + LABEL_WIDTH + COLUMN_GAP;
    const valueWidth = this.width - LABEL_WIDTH - COLUMN_GAP;
    this.doc.fontSize(ROW_SIZE);
    const labelText = this.useFontFor(label, true);
    const labelHeight = this.doc.heightOfString(labelText, { width: LABEL_WIDTH });
    const valueText = this.useFontFor(value);
    const valueHeight = this.doc.heightOfString(valueText, { width: valueWidth });
    const height = Math.max(labelHeight, valueHeight);
    const fits = height <= this.bottom - this.doc.page.margins.top;
    this.makeRoom(fits ? height : labelHeight);

    // Drawing the waiting headings changed the font size; rows are set at their own.
    const top = this.doc.y;
    this.useFontFor(label, true);
    this.doc.fontSize(ROW_SIZE).fillColor(MUTED).text(labelText, this.left, top, { width: LABEL_WIDTH });
    this.useFontFor(value);
    this.doc.fillColor(INK).text(valueText, valueX, top, { width: valueWidth });
    this.doc.y = (fits ? top + height : this.doc.y) + ROW_GAP;
    this.doc.x = this.left;
  }

  /** Starts what follows on a page of its own (a signed authorisation, the signature certificate). */
  newPage(): void {
    this.makeRoom(0);
    if (this.doc.y > this.doc.page.margins.top) this.doc.addPage();
  }

  /** A line of its own, for a section with nothing to list. */
  line(text: string): void {
    const body = this.useFontFor(text);
    this.doc.fontSize(ROW_SIZE);
    this.makeRoom(this.doc.heightOfString(body, { width: this.width }));
    this.useFontFor(text);
    this.doc.fontSize(ROW_SIZE).fillColor(INK).text(body, this.left, this.doc.y, { width: this.width });
    this.doc.y += ROW_GAP;
  }

  /** A hash under its label on a full-width line of its own, so it prints (and copies) unbroken. */
  hash(label: string, sha256: string): void {
    this.subheading(label);
    this.line(sha256);
  }

  /** Writes the footer on every page and answers the finished file. */
  async finish(footer: (page: number, pages: number) => { left: string; right: string }): Promise<Buffer> {
    if (this.replaced) this.line(REPLACED_NOTE);
    this.makeRoom(0);
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      const text = footer(index - start + 1, count);
      // The footer sits in the bottom margin; without lifting it, pdfkit would start a new page.
      const margin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN;
      const options = { width: this.width, lineBreak: false } as const;
      this.doc.fontSize(8.5).fillColor(MUTED);
      const left = this.useFontFor(text.left);
      this.doc.text(left, this.left, y, { ...options, align: 'left' });
      const right = this.useFontFor(text.right);
      this.doc.text(right, this.left, y, { ...options, align: 'right' });
      this.doc.page.margins.bottom = margin;
    }
    this.doc.end();
    return this.done;
  }
}

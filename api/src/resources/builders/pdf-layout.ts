// Shared page furniture for the downloadable PDFs: document setup with fixed metadata
// (so every build is byte-identical), the TermLens header, the footer with page numbers
// and disclaimer, section headings, paragraphs and checkbox items.
//
// Only the 14 built-in PDF fonts are used (Helvetica family), so no font files are needed.
// They encode text as WinAnsi: keep to Latin-1 characters plus typographic quotes and dashes.

import { company, companyAddressLine } from '@termlens/contracts/company';
import PDFDocument from 'pdfkit';
import { RESOURCE_DISCLAIMER, RESOURCE_FILE_DATE } from './common';

export type Pdf = PDFKit.PDFDocument;

export const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

export const COLORS = {
  brand: '#0f4c81',
  accent: '#2a7de1',
  text: '#1f2933',
  muted: '#5f6b7a',
  rule: '#c9d3df',
} as const;

const MARGIN = { top: 84, bottom: 78, left: 60, right: 60 } as const;
const HEADER_RULE_Y = 60;
const FOOTER_RULE_OFFSET = 62; // distance of the footer rule from the bottom edge

export interface PdfMeta {
  /** document title: PDF metadata and the right-hand side of the page header */
  title: string;
  subject: string;
  keywords: string;
}

export function createPdf(meta: PdfMeta): Pdf {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { ...MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    compress: true,
    displayTitle: true,
    lang: 'en-US',
    info: {
      Title: meta.title,
      Author: company.legalName,
      Subject: meta.subject,
      Keywords: meta.keywords,
      Creator: company.name,
      Producer: company.name,
      CreationDate: RESOURCE_FILE_DATE,
      ModDate: RESOURCE_FILE_DATE,
    },
  });
  doc.on('pageAdded', () => drawHeader(doc, meta.title));
  doc.addPage();
  return doc;
}

export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottomLimit(doc: Pdf): number {
  return doc.page.height - doc.page.margins.bottom;
}

function drawHeader(doc: Pdf, title: string): void {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  doc.font(FONT.bold).fontSize(16).fillColor(COLORS.brand);
  doc.text(company.name, left, 34, { lineBreak: false });

  doc.font(FONT.regular).fontSize(9).fillColor(COLORS.muted);
  doc.text(title, left, 39, { width, align: 'right', lineBreak: false });

  doc
    .moveTo(left, HEADER_RULE_Y)
    .lineTo(right, HEADER_RULE_Y)
    .lineWidth(1.2)
    .strokeColor(COLORS.brand)
    .stroke();

  doc.fillColor(COLORS.text);
  doc.x = left;
  doc.y = doc.page.margins.top;
}

/** Draws the footer on every buffered page. Call once, after all content is written. */
function drawFooters(doc: Pdf): void {
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let i = range.start; i < range.start + total; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not start a new page
    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    const width = right - left;
    const ruleY = doc.page.height - FOOTER_RULE_OFFSET;

    doc.moveTo(left, ruleY).lineTo(right, ruleY).lineWidth(0.6).strokeColor(COLORS.rule).stroke();

    doc.font(FONT.regular).fontSize(7.5).fillColor(COLORS.muted);
    doc.text(RESOURCE_DISCLAIMER, left, ruleY + 7, { width, align: 'left', lineGap: 1 });

    const lineY = ruleY + 33;
    doc.text(
      `${company.legalName} · ${companyAddressLine} · ${company.supportEmail}`,
      left,
      lineY,
      {
        width: width - 80,
        lineBreak: false,
      },
    );
    doc.font(FONT.bold).fillColor(COLORS.brand);
    doc.text(`Page ${i - range.start + 1} of ${total}`, left, lineY, {
      width,
      align: 'right',
      lineBreak: false,
    });

    doc.page.margins.bottom = savedBottom;
  }
}

/** Adds the footers, ends the document and resolves with its bytes. */
export function finishPdf(doc: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    drawFooters(doc);
    doc.end();
  });
}

/**
 * Starts a new page unless `height` points still fit above the bottom margin.
 * The page header changes font and color, so callers set both again after calling this.
 */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

export function title(doc: Pdf, text: string, intro: string): void {
  const left = doc.page.margins.left;
  doc.font(FONT.bold).fontSize(22).fillColor(COLORS.brand);
  doc.text(text, left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(10.5).fillColor(COLORS.text);
  doc.text(intro, left, doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(0.6);
}

/** Section heading, kept on the same page as at least `keepWithNext` points of what follows. */
export function heading(doc: Pdf, text: string, keepWithNext = 60): void {
  doc.font(FONT.bold).fontSize(13.5);
  const height = doc.heightOfString(text, { width: contentWidth(doc) }) + 14;
  ensureSpace(doc, height + keepWithNext);
  if (doc.y > doc.page.margins.top + 1) doc.moveDown(0.6);
  const left = doc.page.margins.left;
  doc
    .font(FONT.bold)
    .fontSize(13.5)
    .fillColor(COLORS.brand)
    .text(text, left, doc.y, { width: contentWidth(doc) });
  const ruleY = doc.y + 2;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + 36, ruleY)
    .lineWidth(2)
    .strokeColor(COLORS.accent)
    .stroke();
  doc.y = ruleY + 8;
  doc.fillColor(COLORS.text);
}

export function paragraph(
  doc: Pdf,
  text: string,
  options: { italic?: boolean; size?: number } = {},
): void {
  const font = options.italic ? FONT.italic : FONT.regular;
  const size = options.size ?? 10.5;
  const width = contentWidth(doc);
  doc.font(font).fontSize(size);
  ensureSpace(doc, doc.heightOfString(text, { width, lineGap: 2 }));
  doc
    .font(font)
    .fontSize(size)
    .fillColor(COLORS.text)
    .text(text, doc.page.margins.left, doc.y, { width, lineGap: 2 });
  doc.moveDown(0.4);
}

const BOX = 10;
const BOX_GUTTER = 20;

/** A checklist item: an empty square to tick, a bold lead and optional detail text. */
export function checkboxItem(doc: Pdf, lead: string, detail?: string): void {
  const left = doc.page.margins.left;
  const textX = left + BOX_GUTTER;
  const width = contentWidth(doc) - BOX_GUTTER;
  const full = detail ? `${lead} ${detail}` : lead;
  const size = 10.5;

  // measure with the bold face throughout: a slight overestimate, never an underestimate
  doc.font(FONT.bold).fontSize(size);
  ensureSpace(doc, doc.heightOfString(full, { width, lineGap: 2 }) + 4);

  const y = doc.y;
  doc
    .rect(left + 1, y + 0.5, BOX, BOX)
    .lineWidth(0.9)
    .strokeColor(COLORS.brand)
    .stroke();

  doc.fillColor(COLORS.text).font(FONT.bold).fontSize(size);
  if (detail) {
    doc.text(`${lead} `, textX, y, { width, lineGap: 2, continued: true });
    doc.font(FONT.regular).text(detail, { width, lineGap: 2 });
  } else {
    doc.text(lead, textX, y, { width, lineGap: 2 });
  }
  doc.x = left;
  doc.moveDown(0.45);
}

/** A glossary entry: the term in bold brand color, followed by its definition on the same line. */
export function definitionItem(doc: Pdf, term: string, definition: string): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const size = 10.5;
  const lineGap = 2;

  doc.font(FONT.bold).fontSize(size);
  ensureSpace(doc, doc.heightOfString(`${term}  ${definition}`, { width, lineGap }) + 2);

  doc.font(FONT.bold).fontSize(size).fillColor(COLORS.brand);
  doc.text(`${term}  `, left, doc.y, { width, lineGap, continued: true });
  doc.font(FONT.regular).fillColor(COLORS.text).text(definition, { width, lineGap });
  doc.x = left;
  doc.moveDown(0.5);
}

/** A tinted box with a short bold label and text, e.g. a tip or a pointer to another resource. */
export function callout(doc: Pdf, label: string, text: string): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const pad = 10;
  const size = 9.5;
  doc.font(FONT.bold).fontSize(size);
  const textHeight = doc.heightOfString(`${label} ${text}`, {
    width: width - pad * 2,
    lineGap: 1.5,
  });
  const boxHeight = textHeight + pad * 2;
  ensureSpace(doc, boxHeight + 6);
  const y = doc.y + 4;
  doc.rect(left, y, width, boxHeight).fillColor('#eef4fb').fill();
  doc.rect(left, y, 3, boxHeight).fillColor(COLORS.accent).fill();
  doc.fillColor(COLORS.brand).font(FONT.bold).fontSize(size);
  doc.text(`${label} `, left + pad, y + pad, {
    width: width - pad * 2,
    lineGap: 1.5,
    continued: true,
  });
  doc
    .fillColor(COLORS.text)
    .font(FONT.regular)
    .text(text, { width: width - pad * 2, lineGap: 1.5 });
  doc.x = left;
  doc.y = y + boxHeight + 8;
}

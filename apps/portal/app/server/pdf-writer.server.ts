import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

const A4 = [595.28, 841.89] as const;
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.44);

/**
 * The standard PDF fonts speak Windows-1252: the rupee sign becomes "INR", letters with
 * marks keep their base letter, anything else is dropped rather than failing the ticket.
 */
export function pdfText(text: string): string {
  return text
    .replaceAll("₹", "INR ")
    .replace(/[\u2013\u2014]/g, "-")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "");
}

export const localTime = (value: string) => value.replace("T", " ");

/** Writes lines top to bottom, starting a new page when one is full. */
export class PdfWriter {
  private page: PDFPage;
  private y: number = A4[1] - MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = pdf.addPage([...A4]);
  }

  line(
    text: string,
    options: { size?: number; bold?: boolean; muted?: boolean; gap?: number } = {},
  ) {
    const size = options.size ?? 11;
    if (this.y - size < MARGIN) {
      this.page = this.pdf.addPage([...A4]);
      this.y = A4[1] - MARGIN;
    }
    this.page.drawText(pdfText(text), {
      x: MARGIN,
      y: this.y - size,
      size,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.muted ? MUTED : INK,
    });
    this.y -= size + (options.gap ?? 6);
  }

  space(points = 10) {
    this.y -= points;
  }
}

/** A new A4 document in the standard Helvetica fonts, and its writer. */
export async function newPdf(title: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator("Wayfare");
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  return { pdf, out: new PdfWriter(pdf, fonts) };
}

import {
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  rgb,
} from "pdf-lib";
import { drawingOrder, visualRuns } from "./pdf-bidi.server";
import {
  type DocumentFonts,
  embedFonts,
  type FontScript,
  type FontWeight,
  scriptRuns,
} from "./pdf-fonts.server";
import { drawRun, runWidth } from "./pdf-glyphs.server";

const A4 = [595.28, 841.89] as const;
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.44);

export const localTime = (value: string) => value.replace("T", " ");

export interface LineOptions {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  gap?: number;
}

/** A line, or a line with a second text set flush right (an amount beside its label). */
type Entry =
  | { kind: "line"; text: string; right?: string; options: LineOptions }
  | { kind: "space"; points: number };

/**
 * A new A4 document: writes lines top to bottom, starting a new page when one is full. Lines are kept until
 * `save`, which embeds the fonts of the scripts they use (decision 0071).
 */
export class PdfWriter {
  private readonly entries: Entry[] = [];

  constructor(private readonly title: string) {}

  line(text: string, options: LineOptions = {}) {
    this.entries.push({ kind: "line", text, options });
  }

  /** A label on the left and its value flush right, e.g. a charge and its amount. */
  row(label: string, value: string, options: LineOptions = {}) {
    this.entries.push({ kind: "line", text: label, right: value, options });
  }

  space(points = 10) {
    this.entries.push({ kind: "space", points });
  }

  async save(): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(this.title);
    pdf.setCreator("Wayfare");
    const fonts = await embedFonts(pdf, this.scriptsUsed());
    let page = pdf.addPage([...A4]);
    let y = A4[1] - MARGIN;
    const penFor = (options: LineOptions, size: number): Pen => {
      if (y - size < MARGIN) {
        page = pdf.addPage([...A4]);
        y = A4[1] - MARGIN;
      }
      return { ...options, page, fonts, y: y - size, size };
    };
    for (const entry of this.entries) {
      if (entry.kind === "space") {
        y -= entry.points;
        continue;
      }
      const { right, options } = entry;
      const size = options.size ?? 11;
      const lines =
        right === undefined ? wrap({ ...options, fonts, size }, entry.text) : [entry.text];
      lines.forEach((text, index) => {
        const pen = penFor(options, size);
        drawText(pen, text, MARGIN);
        if (right !== undefined) drawText(pen, right, A4[0] - MARGIN - textWidth(pen, right));
        y -= size + (index === lines.length - 1 ? (options.gap ?? 6) : 2);
      });
    }
    return pdf.save();
  }

  private scriptsUsed(): Set<FontScript> {
    const scripts = new Set<FontScript>(["Latin"]);
    for (const entry of this.entries) {
      if (entry.kind !== "line") continue;
      for (const text of [entry.text, entry.right ?? ""]) {
        for (const run of scriptRuns(text)) scripts.add(run.script);
      }
    }
    return scripts;
  }
}

/** What a text's width depends on. */
interface Measure {
  fonts: DocumentFonts;
  size: number;
  bold?: boolean;
}

interface Pen extends Measure, LineOptions {
  page: PDFPage;
  y: number;
  size: number;
}

const fontOf = (measure: Measure, script: FontScript): PDFFont => {
  const weight: FontWeight = measure.bold ? "bold" : "regular";
  return measure.fonts(script, weight);
};

function textWidth(measure: Measure, text: string): number {
  return scriptRuns(text).reduce(
    (width, run) => width + runWidth(fontOf(measure, run.script), run.text, measure.size),
    0,
  );
}

/** A text cut at spaces into lines that fit the page (a longer word keeps a line of its own). */
function wrap(measure: Measure, text: string, width = A4[0] - 2 * MARGIN): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(measure, candidate) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  lines.push(current);
  return lines;
}

/**
 * Draws a text run by run in drawing order, each in its script's font, inside a span whose
 * ActualText is the text's letters: shaped Indian scripts put some vowel signs before their
 * consonant, and copying or extracting the text should give it back as typed. The letters are
 * in drawing order (the typed order but for right-to-left runs), which readers put back in
 * reading order as they do for any right-to-left text (decision 0085).
 */
function drawText(pen: Pen, text: string, x: number) {
  const { page } = pen;
  // An inline property list: pdf-lib writes a string operand as it is.
  const properties = `<< /ActualText ${PDFHexString.fromText(drawingOrder(text)).toString()} >>`;
  page.pushOperators(
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), properties]),
  );
  let left = x;
  for (const run of visualRuns(text)) {
    const color = pen.muted ? MUTED : INK;
    left += drawRun(page, fontOf(pen, run.script), run.text, {
      x: left,
      y: pen.y,
      size: pen.size,
      color,
    });
  }
  page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
}

import {
  beginText,
  type Color,
  endText,
  type PDFFont,
  PDFHexString,
  type PDFName,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from "pdf-lib";

/** What fontkit lays a run out as: glyphs and where each goes, in font units. */
interface Layout {
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
}

interface FontkitFont {
  unitsPerEm: number;
  layout(text: string): Layout;
}

const fontkitOf = (font: PDFFont) =>
  (font as unknown as { embedder: { font: FontkitFont } }).embedder.font;

/** A run's width as laid out: advances after kerning and mark attachment. */
export function runWidth(font: PDFFont, text: string, size: number): number {
  const fontkitFont = fontkitOf(font);
  const units = fontkitFont
    .layout(text)
    .positions.reduce((width, position) => width + position.xAdvance, 0);
  return (units * size) / fontkitFont.unitsPerEm;
}

const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

function fontKey(page: PDFPage, font: PDFFont): PDFName {
  const keys = fontKeys.get(page) ?? new Map<PDFFont, PDFName>();
  fontKeys.set(page, keys);
  let key = keys.get(font);
  if (!key) {
    key = page.node.newFontDictionary(font.name, font.ref);
    keys.set(font, key);
  }
  return key;
}

/**
 * Draws a run glyph by glyph where the font's layout puts each one. pdf-lib's drawText sets
 * glyphs side by side at their advance widths, which drops the offsets of marks the layout
 * attaches (Urdu's dots, Indian scripts' vowel signs and nuktas; decision 0085).
 */
export function drawRun(
  page: PDFPage,
  font: PDFFont,
  text: string,
  at: { x: number; y: number; size: number; color: Color },
): number {
  const fontkitFont = fontkitOf(font);
  const scale = at.size / fontkitFont.unitsPerEm;
  const { positions } = fontkitFont.layout(text);
  // The same layout, as the subset's glyph codes: four hex digits a glyph.
  const codes = font.encodeText(text).toString().slice(1, -1).match(/.{4}/g) ?? [];
  const operators = [pushGraphicsState(), beginText(), setFillingColor(at.color)];
  operators.push(setFontAndSize(fontKey(page, font), at.size));
  let x = at.x;
  positions.forEach((position, index) => {
    const code = codes[index];
    if (!code) return;
    const glyphX = x + position.xOffset * scale;
    const glyphY = at.y + position.yOffset * scale;
    operators.push(setTextMatrix(1, 0, 0, 1, glyphX, glyphY), showText(PDFHexString.of(code)));
    x += position.xAdvance * scale;
  });
  operators.push(endText(), popGraphicsState());
  page.pushOperators(...operators);
  return x - at.x;
}

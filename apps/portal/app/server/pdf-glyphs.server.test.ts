import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { PDFDocument, rgb } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { visualRuns } from "./pdf-bidi.server";
import { evenGlyphFontkit } from "./pdf-fontkit.server";
import { type FontScript, scriptRuns } from "./pdf-fonts.server";
import { drawRun } from "./pdf-glyphs.server";
import { pdfPixels } from "./testing/pdf-pixels";

const FONT_FILES: Partial<Record<FontScript, string>> = {
  Latin: "noto-sans/400Regular/NotoSans_400Regular.ttf",
  Devanagari: "noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
  Arabic: "noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf",
};
const packages = createRequire(import.meta.url);
const LINES = [
  "Billed to: Srinivas Rao, GSTIN 29ABCDE1234F1Z5",
  "Total paid: ₹4,350.00 (CGST 9% + SGST 9%)",
  "श्रीनिवास राव and محمد علی خان",
];

/** The lines drawn with the fonts embedded as subsets (as documents are) or whole. */
async function drawn(subset: boolean): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(evenGlyphFontkit);
  const page = pdf.addPage([595, 200]);
  const fonts = new Map<FontScript, Awaited<ReturnType<typeof pdf.embedFont>>>();
  for (const [script, file] of Object.entries(FONT_FILES)) {
    const bytes = await readFile(packages.resolve(`@expo-google-fonts/${file}`));
    fonts.set(script as FontScript, await pdf.embedFont(bytes, { subset }));
  }
  LINES.forEach((line, index) => {
    let x = 40;
    for (const run of visualRuns(line)) {
      const font = fonts.get(run.script);
      if (!font) throw new Error(`no ${run.script} font in this test`);
      x += drawRun(page, font, run.text, { x, y: 160 - 40 * index, size: 16, color: rgb(0, 0, 0) });
    }
  });
  return pdf.save();
}

describe("glyphs drawn from font subsets (decision 0085)", () => {
  it("look exactly as the whole fonts draw them, in every script", async () => {
    expect(LINES.flatMap((line) => scriptRuns(line).map((run) => run.script))).toEqual(
      expect.arrayContaining(["Latin", "Devanagari", "Arabic"]),
    );
    const [subset, whole] = await Promise.all([drawn(true), drawn(false)]);
    expect(subset.length).toBeLessThan(whole.length / 20);
    const [subsetPixels, wholePixels] = await Promise.all([pdfPixels(subset), pdfPixels(whole)]);
    expect(subsetPixels.equals(wholePixels)).toBe(true);
  });
});

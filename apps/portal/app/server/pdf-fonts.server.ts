import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { PDFDocument, PDFFont } from "pdf-lib";
import { evenGlyphFontkit } from "./pdf-fontkit.server";

/**
 * The Noto fonts a document draws with: Latin (with '₹') and the scripts Indian names are
 * written in, Urdu's (Arabic, in Naskh) among them. Each is embedded only when a document uses it, and only its glyphs used.
 */
const SCRIPT_FONTS = {
  Latin: "noto-sans/{weight}/NotoSans_{weight}.ttf",
  Devanagari: "noto-sans-devanagari/{weight}/NotoSansDevanagari_{weight}.ttf",
  Bengali: "noto-sans-bengali/{weight}/NotoSansBengali_{weight}.ttf",
  Gurmukhi: "noto-sans-gurmukhi/{weight}/NotoSansGurmukhi_{weight}.ttf",
  Gujarati: "noto-sans-gujarati/{weight}/NotoSansGujarati_{weight}.ttf",
  Oriya: "noto-sans-oriya/{weight}/NotoSansOriya_{weight}.ttf",
  Tamil: "noto-sans-tamil/{weight}/NotoSansTamil_{weight}.ttf",
  Telugu: "noto-sans-telugu/{weight}/NotoSansTelugu_{weight}.ttf",
  Kannada: "noto-sans-kannada/{weight}/NotoSansKannada_{weight}.ttf",
  Malayalam: "noto-sans-malayalam/{weight}/NotoSansMalayalam_{weight}.ttf",
  Arabic: "noto-naskh-arabic/{weight}/NotoNaskhArabic_{weight}.ttf",
} as const;

export type FontScript = keyof typeof SCRIPT_FONTS;
export type FontWeight = "regular" | "bold";

const NAME_SCRIPTS = (Object.keys(SCRIPT_FONTS) as FontScript[]).filter(
  (script) => script !== "Latin",
);
const SCRIPT_PATTERNS = NAME_SCRIPTS.map(
  (script) => [script, new RegExp(`\\p{Script_Extensions=${script}}`, "u")] as const,
);
const JOINS_PREVIOUS = /[\p{Script=Inherited}\u200c\u200d]/u;

export interface ScriptRun {
  script: FontScript;
  text: string;
}

/**
 * A line cut where its script changes. Marks and joiners stay with the letters before them,
 * punctuation shared by Indian scripts (the danda) stays in their run, and spaces, digits,
 * '₹' and everything else are drawn in Latin.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const character of text) {
    const previous = runs.at(-1);
    const script = scriptOf(character, previous?.script);
    if (previous?.script === script) previous.text += character;
    else runs.push({ script, text: character });
  }
  return runs;
}

function scriptOf(character: string, previous: FontScript | undefined): FontScript {
  if (previous && JOINS_PREVIOUS.test(character)) return previous;
  const matching = SCRIPT_PATTERNS.filter(([, pattern]) => pattern.test(character));
  if (matching.some(([script]) => script === previous)) return previous as FontScript;
  return matching[0]?.[0] ?? "Latin";
}

const fontFiles = new Map<string, Promise<Uint8Array>>();
const packages = createRequire(import.meta.url);

/** A font file's bytes, read once per process. */
function fontFile(script: FontScript, weight: FontWeight): Promise<Uint8Array> {
  const file = SCRIPT_FONTS[script].replaceAll(
    "{weight}",
    weight === "bold" ? "700Bold" : "400Regular",
  );
  let bytes = fontFiles.get(file);
  if (!bytes) {
    bytes = readFile(packages.resolve(`@expo-google-fonts/${file}`));
    fontFiles.set(file, bytes);
  }
  return bytes;
}

export type DocumentFonts = (script: FontScript, weight: FontWeight) => PDFFont;

/** Embeds the fonts of the scripts a document uses, in both weights. */
export async function embedFonts(
  pdf: PDFDocument,
  scripts: ReadonlySet<FontScript>,
): Promise<DocumentFonts> {
  pdf.registerFontkit(evenGlyphFontkit);
  const embedded = new Map<string, PDFFont>();
  for (const script of scripts) {
    for (const weight of ["regular", "bold"] as const) {
      const font = await pdf.embedFont(await fontFile(script, weight), { subset: true });
      embedded.set(`${script}/${weight}`, font);
    }
  }
  return (script, weight) => {
    const font = embedded.get(`${script}/${weight}`);
    if (!font) throw new Error(`The ${script} font was not embedded`);
    return font;
  };
}

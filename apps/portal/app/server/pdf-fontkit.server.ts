// @pdf-lib/fontkit's Indic shapers call a global regeneratorRuntime (decision 0071).
import "regenerator-runtime/runtime.js";
import fontkit from "@pdf-lib/fontkit";

type Font = ReturnType<typeof fontkit.create>;

/** The fontkit subset's private parts this module mends (@pdf-lib/fontkit 1.1.1's TTFSubset). */
interface TrueTypeSubset {
  glyf: Buffer[];
  offset: number;
  _addGlyph(glyphId: number): number;
}

/**
 * fontkit as pdf-lib uses it, with subsets whose glyphs all start at even offsets.
 *
 * A subset small enough gets a short `loca` table, which stores offsets halved; fontkit copies
 * each glyph's bytes as they are, and newer fonts (Noto Sans, Noto Naskh Arabic) leave glyphs
 * unpadded, so every glyph after an odd-length one was found one byte early and viewers drew
 * nothing for it (foliojs/fontkit#188; decision 0085). A zero byte after an odd-length glyph
 * is the padding the TrueType format allows.
 */
export const evenGlyphFontkit = {
  create(data: Uint8Array): Font {
    const font = fontkit.create(data);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => padGlyphs(createSubset() as unknown as TrueTypeSubset) as never;
    return font;
  },
};

function padGlyphs(subset: TrueTypeSubset): TrueTypeSubset {
  const addGlyph = subset._addGlyph;
  subset._addGlyph = function (this: TrueTypeSubset, glyphId: number) {
    const index = addGlyph.call(this, glyphId);
    const bytes = this.glyf[index];
    if (bytes && bytes.length % 2 === 1) {
      // fontkit's bundle has a Buffer of its own: a padded copy is made by that class.
      const padded = (bytes.constructor as typeof Buffer).alloc(bytes.length + 1);
      bytes.copy(padded);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
  return subset;
}

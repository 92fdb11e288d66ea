import bidiFactory from "bidi-js";
import { type FontScript, type ScriptRun, scriptRuns } from "./pdf-fonts.server";

const bidi = bidiFactory();

/** Scripts whose font lays a run out right to left itself, given the run in typed order. */
const RIGHT_TO_LEFT: ReadonlySet<FontScript> = new Set(["Arabic"]);

/**
 * A line's runs in the order they are drawn, left to right (the Unicode bidirectional
 * algorithm, decision 0085): a name in Urdu inside an English line keeps its place, its
 * letters are handed to the font in typed order (the font shapes and lays them out right to
 * left), and digits and punctuation inside it are placed and mirrored as a reader expects.
 */
export function visualRuns(text: string): ScriptRun[] {
  const scripts = scriptRuns(text).flatMap(({ script, text: run }) =>
    Array.from({ length: run.length }, () => script),
  );
  const levels = bidi.getEmbeddingLevels(text, "ltr");
  const runs: (ScriptRun & { rightToLeft: boolean })[] = [];
  for (const index of bidi.getReorderedIndices(text, levels)) {
    const script = scripts[index] ?? "Latin";
    const rightToLeft = (levels.levels[index] ?? 0) % 2 === 1;
    const character = text.charAt(index);
    const drawn = rightToLeft ? (bidi.getMirroredCharacter(character) ?? character) : character;
    const previous = runs.at(-1);
    if (previous && previous.script === script && previous.rightToLeft === rightToLeft)
      previous.text += drawn;
    else runs.push({ script, text: drawn, rightToLeft });
  }
  return runs.map(({ script, text: run, rightToLeft }) => ({
    script,
    text: rightToLeft && RIGHT_TO_LEFT.has(script) ? [...run].reverse().join("") : run,
  }));
}

/** A line's characters in drawing order, left to right, mirrored where drawn right to left. */
export function drawingOrder(text: string): string {
  return bidi.getReorderedString(text, bidi.getEmbeddingLevels(text, "ltr"));
}

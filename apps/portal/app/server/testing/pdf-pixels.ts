import { execFile } from "node:child_process";

/**
 * A PDF's first page as poppler's `pdftoppm` draws it, in grey at 72 dpi (a PGM image): what
 * a reader built on FreeType shows, which the text checks cannot see.
 */
export function pdfPixels(pdf: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "pdftoppm",
      ["-gray", "-r", "72", "-singlefile", "-"],
      { encoding: "buffer", maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(Buffer.from(pdf));
  });
}

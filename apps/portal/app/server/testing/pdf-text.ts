import { execFile } from "node:child_process";

/**
 * A PDF's text as poppler's `pdftotext` extracts it (what search, copy and screen readers'
 * PDF tools read; it honours ActualText). `scripts/ensure-poppler.sh` installs it.
 */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("pdftotext", ["-enc", "UTF-8", "-", "-"], (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(Buffer.from(pdf));
  });
}

import { Transform, type TransformCallback } from "node:stream";

/**
 * The HTML stream between React and the response. React writes a page in pieces of a few
 * kilobytes and calls the destination's `flush()` after each round of content it completes;
 * here each round goes on as one chunk, so the compression stream behind it (brotli) runs
 * once a round instead of once a piece: on the results page that piecemeal compression was a
 * sixth of the request's CPU (decision 0074). What streams, and when, is unchanged.
 * `rewriteShell` may change the first round (React's shell: the head and what is not
 * suspended) before it goes.
 */
export class FlushRoundsStream extends Transform {
  #pending: Buffer[] = [];
  #shellSent = false;

  constructor(
    private readonly onEnd: () => void,
    private readonly rewriteShell: (shell: Buffer) => Buffer = (shell) => shell,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pending.push(chunk);
    callback();
  }

  /** React's hook: the round it wrote is complete. */
  flush() {
    if (this.#pending.length === 0) return;
    const round = Buffer.concat(this.#pending);
    this.#pending = [];
    this.push(this.#shellSent ? round : this.rewriteShell(round));
    this.#shellSent = true;
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    this.onEnd();
    callback();
  }
}

import { Transform, type TransformCallback } from "node:stream";

/**
 * The HTML stream between React and the response. React writes a page in pieces of a few
 * kilobytes and calls the destination's `flush()` after each round of content it completes;
 * here each round goes on as one chunk, so the compression stream behind it (brotli) runs
 * once a round instead of once a piece: on the results page that piecemeal compression was a
 * sixth of the request's CPU (decision 0074). What streams, and when, is unchanged.
 */
export class FlushRoundsStream extends Transform {
  #pending: Buffer[] = [];

  constructor(private readonly onEnd: () => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pending.push(chunk);
    callback();
  }

  /** React's hook: the round it wrote is complete. */
  flush() {
    if (this.#pending.length === 0) return;
    this.push(Buffer.concat(this.#pending));
    this.#pending = [];
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    this.onEnd();
    callback();
  }
}

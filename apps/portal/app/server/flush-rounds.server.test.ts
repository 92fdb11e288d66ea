import { describe, expect, it, vi } from "vitest";
import { FlushRoundsStream } from "./flush-rounds.server";

describe("FlushRoundsStream", () => {
  it("passes each of React's flush rounds on as one chunk, and the rest at the end", async () => {
    const ended = vi.fn();
    const stream = new FlushRoundsStream(ended);
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const done = new Promise((resolve) => stream.on("end", resolve));
    stream.write("<html>");
    stream.write("<body>");
    stream.flush();
    stream.write("<main>");
    stream.flush();
    stream.flush();
    stream.write("</main>");
    stream.end("</html>");
    await done;
    expect(chunks).toEqual(["<html><body>", "<main>", "</main></html>"]);
    expect(ended).toHaveBeenCalledOnce();
  });

  it("lets the shell, the first round, be rewritten, and nothing after it", async () => {
    const stream = new FlushRoundsStream(
      () => {},
      (shell) => Buffer.from(shell.toString().toUpperCase()),
    );
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const done = new Promise((resolve) => stream.on("end", resolve));
    stream.write("<html><head>");
    stream.write("</head><body>a");
    stream.flush();
    stream.write("b");
    stream.end("</body></html>");
    await done;
    expect(chunks).toEqual(["<HTML><HEAD></HEAD><BODY>A", "b</body></html>"]);
  });
});

import { describe, expect, it } from "vitest";
import { preloadModulesAtLowPriority } from "./module-preload-priority.server";

const body = "<body><main>₹ 4,500</main>";

describe("preloadModulesAtLowPriority", () => {
  it("asks for every module preload of the head at low priority and changes nothing else", () => {
    const head =
      '<html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
      '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/root.js" nonce="n"/></head>';
    expect(preloadModulesAtLowPriority(Buffer.from(head + body)).toString()).toBe(
      '<html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js" nonce="n"/></head>' +
        body,
    );
  });

  it("sends a shell without a head as it is", () => {
    const shell = Buffer.from(body);
    expect(preloadModulesAtLowPriority(shell)).toBe(shell);
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SCRIPTS_MARKER } from "../scripts-marker";
import { applySecurityHeaders, contentSecurityPolicy, newNonce } from "./security-headers.server";

describe("contentSecurityPolicy", () => {
  it("runs only scripts carrying the response's nonce, and the scripts marker, and frames nothing", () => {
    const policy = contentSecurityPolicy("abc123", { googleSignIn: false });
    const markerHash = createHash("sha256").update(SCRIPTS_MARKER).digest("base64");
    expect(policy).toContain(`script-src 'nonce-abc123' 'sha256-${markerHash}' 'strict-dynamic'`);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain("accounts.google.com");
  });

  it("opens Google's frame and connections only when sign-in with Google is configured", () => {
    const policy = contentSecurityPolicy("n", { googleSignIn: true });
    expect(policy).toContain("frame-src https://accounts.google.com");
    expect(policy).toContain("connect-src 'self' https://accounts.google.com");
  });
});

describe("newNonce", () => {
  it("is fresh for every response", () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("applySecurityHeaders", () => {
  it("sets nosniff, a referrer policy and no framing", () => {
    const headers = new Headers();
    applySecurityHeaders(headers);
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
  });
});

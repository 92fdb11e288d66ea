import { createReadableStreamFromReadable } from "@react-router/node";
import { REQUEST_HEADERS } from "@wayfare/domain";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { portalConfig } from "./server/config.server";
import { FlushRoundsStream } from "./server/flush-rounds.server";
import { scriptsAfterFirstPaint } from "./server/scripts-after-first-paint.server";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  newNonce,
} from "./server/security-headers.server";

/** The header server.mjs writes the visitor's address into (read by call-context.server). */
export const CLIENT_ADDRESS_HEADER = REQUEST_HEADERS.clientAddress;
// The portal server (server.mjs) stops as the flight service does.
export { gracefulClose } from "@wayfare/flight-service";
/** For server.mjs: its /readyz and the end of its graceful shutdown. */
export { closeService, serviceReady } from "./server/service.server";

// Longer than a search may run (SEARCH_DEADLINE_MS), whose later batches stream in.
export const streamTimeout = 20_000;

/** React Router's default Node entry, plus a per-response CSP nonce and security headers. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  applySecurityHeaders(responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = newNonce();
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, { googleSignIn: portalConfig.googleClientId !== undefined }),
  );

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new FlushRoundsStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          }, scriptsAfterFirstPaint(nonce));
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

export function handleDataRequest(response: Response): Response {
  applySecurityHeaders(response.headers);
  return response;
}

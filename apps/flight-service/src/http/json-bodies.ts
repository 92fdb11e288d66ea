import type { MiddlewareHandler } from "hono";
import { refuse } from "./refusal";

/**
 * Request bodies are JSON (F§7): one in any other media type, or in none, answers 415
 * before anything reads it. The catalogue's 415 is a password message, so the envelope
 * carries 400 'Bad Request'. A request without a body (a GET) passes.
 */
export function jsonBodiesOnly(): MiddlewareHandler {
  return async (c, next) => {
    const bodyless = c.req.raw.body === null || c.req.header("content-length") === "0";
    const mediaType = c.req.header("content-type")?.split(";", 1)[0]?.trim().toLowerCase();
    if (bodyless || mediaType === "application/json") return next();
    return refuse("400", 415).response();
  };
}

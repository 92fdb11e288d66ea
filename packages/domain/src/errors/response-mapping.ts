import { type CatalogueError, catalogueError } from "./catalogue";

/**
 * What a client makes of an answer that is not a usable envelope (F§7):
 * an empty or non-object response gives 502 when online and 001 when offline;
 * an exception (the call never answered) gives 100 online and 001 offline.
 */
export type FailedCall = { kind: "empty-response" | "exception"; online: boolean };

export function errorForFailedCall({ kind, online }: FailedCall): CatalogueError {
  if (!online) return catalogueError("001");
  return catalogueError(kind === "empty-response" ? "502" : "100");
}

/** An answer is usable only when it is a (non-array) object. */
export function isUsableResponseBody(body: unknown): body is Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}

/**
 * How the client handles a server errCode (F§7, F§8, J§8): hidden (not displayed),
 * persisted as a global error, PAN card errors, reissue errors, the reissue no-show error,
 * and every other code shown as a toast (the spec does not list more hidden codes).
 */
export const PERSISTED_ERROR_CODES = ["1088"] as const;
export const HIDDEN_ERROR_CODES = ["2041", "2042", "8024", "8067"] as const;
export const PAN_ERROR_CODES = ["8077", "8078", "8079", "8080", "8081"] as const;
export const REISSUE_ERROR_CODES = ["8037", "1154"] as const;
export const REISSUE_NO_SHOW_ERROR_CODE = "8042";

export type ErrorHandlingClass = "hidden" | "persisted" | "pan" | "reissue" | "no-show" | "toast";

function normaliseCode(code: unknown): string {
  return typeof code === "number" ? String(code) : typeof code === "string" ? code.trim() : "";
}

export function errorHandlingClass(code: unknown): ErrorHandlingClass {
  const errCode = normaliseCode(code);
  const inList = (list: readonly string[]) => list.includes(errCode);
  if (inList(HIDDEN_ERROR_CODES)) return "hidden";
  if (inList(PERSISTED_ERROR_CODES)) return "persisted";
  if (inList(PAN_ERROR_CODES)) return "pan";
  if (inList(REISSUE_ERROR_CODES)) return "reissue";
  if (errCode === REISSUE_NO_SHOW_ERROR_CODE) return "no-show";
  return "toast";
}

/** A failed answer's errors, sorted by how the client handles each (F§8). */
export interface RoutedErrors<E extends { errCode: string; message: string }> {
  /** Shown as toasts (or on an error page), in the service's order. */
  shown: E[];
  /** Shown on the form's PAN field. */
  panField: E[];
  /** Kept as the global error until the user removes it. */
  persisted: E[];
  /** The flow a reissue code sends the user to. */
  flow?: "reissue" | "no-show";
}

export function routeErrors<E extends { errCode: string; message: string }>(
  errors: readonly E[],
): RoutedErrors<E> {
  const routed: RoutedErrors<E> = { shown: [], panField: [], persisted: [] };
  for (const error of errors) {
    const handling = errorHandlingClass(error.errCode);
    if (handling === "toast") routed.shown.push(error);
    else if (handling === "pan") routed.panField.push(error);
    else if (handling === "persisted") routed.persisted.push(error);
    else if (handling === "reissue" || handling === "no-show") routed.flow ??= handling;
  }
  return routed;
}

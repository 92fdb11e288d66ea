import { z } from "zod";

/**
 * A string the field check `check` passes (a plain function the browser can run without Zod,
 * e.g. LOGIN_FIELD_CHECKS); its message stops the field's other checks. Absent gives `absent`.
 */
export function checkedText(check: (text: string) => string | undefined, absent?: string) {
  return z.string(absent === undefined ? undefined : { error: absent }).check((payload) => {
    const message = check(payload.value);
    if (message)
      payload.issues.push({ code: "custom", message, input: payload.value, continue: false });
  });
}

/**
 * "Login is required to cancel and to obtain an invoice" (F§6, J§2). Signed in means a
 * user's own token, not a guest token: the retail client's visitors are CUSTOMER by
 * default (F§1), so the role alone cannot tell.
 */
export const LOGIN_REQUIRED_LABELS = {
  cancel: "Login to Cancel",
  invoice: "Login for Invoice",
} as const;

export type LoginGatedAction = keyof typeof LOGIN_REQUIRED_LABELS;

/** The prompt to show instead of the action, or null when the user may go ahead. */
export function loginRequiredLabel(action: LoginGatedAction, signedIn: boolean): string | null {
  return signedIn ? null : LOGIN_REQUIRED_LABELS[action];
}

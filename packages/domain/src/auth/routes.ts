/** The authentication app's routes (F§2). */
export const AUTH_ROUTES = {
  login: "/app/login",
  internalLogin: "/app/internalLogin",
  register: "/app/register",
  forgotPassword: "/app/forgot-password",
  resetPassword: "/app/reset-password",
} as const;

/** After a forgot-password request the user goes to the reset page with requestId and userName. */
export function resetPasswordPath(requestId: string, userName: string): string {
  const query = new URLSearchParams({ requestId, userName });
  return `${AUTH_ROUTES.resetPassword}?${query.toString()}`;
}

/** The show/hide toggle's words (PasswordField, NativePasswordField), each a prop of both. */
export const PASSWORD_TOGGLE_DEFAULTS = {
  showPasswordLabel: "Show password",
  hidePasswordLabel: "Hide password",
  passwordShownAnnouncement: "Your password is visible",
  passwordHiddenAnnouncement: "Your password is hidden",
} as const;

export type PasswordToggleTexts = { [Key in keyof typeof PASSWORD_TOGGLE_DEFAULTS]?: string };

/** The toggle's place and look: inside the input's right edge, its ring inside the border. */
export const passwordToggleClasses =
  "absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-control text-fg-muted";

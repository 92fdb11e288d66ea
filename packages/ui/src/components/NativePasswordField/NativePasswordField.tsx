import { Eye, EyeOff } from "lucide-react";
import { type ComponentPropsWithoutRef, type ReactNode, useId, useState } from "react";
import { NativeField, nativeControlClasses } from "../../lib/native-fields";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import {
  PASSWORD_TOGGLE_DEFAULTS,
  type PasswordToggleTexts,
  passwordToggleClasses,
} from "../PasswordField/password-toggle";

export interface NativePasswordFieldProps
  extends Omit<ComponentPropsWithoutRef<"input">, "className" | "id" | "type">,
    PasswordToggleTexts {
  /** Ends up on the `<input>` (so an error summary can link to `#id`). Generated if omitted. */
  id?: string;
  /** Visible label, always shown (it names the input). */
  label: ReactNode;
  /** Hint under the label, linked to the input with `aria-describedby`. */
  description?: ReactNode;
  /** Messages, verbatim. Non-empty makes the input `aria-invalid` and describes it. */
  errors?: readonly string[];
  /** Classes for the wrapper (layout). */
  className?: string;
}

/**
 * PasswordField's order, look and show/hide toggle on a native `<input>` and a plain
 * `<button type="button">`, without React Aria: for a page whose only controls are a form's
 * fields and its submit button (the login page). The toggle appears once JavaScript runs,
 * because it can do nothing without it; it names its action and announces the change.
 */
export function NativePasswordField({
  id,
  label,
  description,
  errors,
  className,
  autoComplete = "current-password",
  showPasswordLabel = PASSWORD_TOGGLE_DEFAULTS.showPasswordLabel,
  hidePasswordLabel = PASSWORD_TOGGLE_DEFAULTS.hidePasswordLabel,
  passwordShownAnnouncement = PASSWORD_TOGGLE_DEFAULTS.passwordShownAnnouncement,
  passwordHiddenAnnouncement = PASSWORD_TOGGLE_DEFAULTS.passwordHiddenAnnouncement,
  ...input
}: NativePasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const isHydrated = useIsHydrated();
  const [isVisible, setVisible] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const toggle = () => {
    setVisible(!isVisible);
    setAnnouncement(isVisible ? passwordHiddenAnnouncement : passwordShownAnnouncement);
  };

  return (
    <NativeField
      id={inputId}
      label={label}
      description={description}
      errors={errors}
      className={className}
    >
      {(describedBy, invalid) => (
        <>
          <div className="relative">
            <input
              {...input}
              id={inputId}
              type={isVisible ? "text" : "password"}
              autoComplete={autoComplete}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              data-slot="native-password-field"
              className={[nativeControlClasses, isHydrated ? "pr-12" : ""].join(" ")}
            />
            {isHydrated ? (
              <button
                type="button"
                aria-label={isVisible ? hidePasswordLabel : showPasswordLabel}
                aria-controls={inputId}
                data-slot="password-toggle"
                onClick={toggle}
                className={`${passwordToggleClasses} outline-none hover:text-fg focus-visible:outline-solid focus-visible:outline-focus-ring focus-visible:outline-focus focus-visible:-outline-offset-4`}
              >
                {isVisible ? (
                  <EyeOff aria-hidden="true" className="size-5" />
                ) : (
                  <Eye aria-hidden="true" className="size-5" />
                )}
              </button>
            ) : null}
          </div>
          <span className="sr-only" aria-live="polite">
            {announcement}
          </span>
        </>
      )}
    </NativeField>
  );
}

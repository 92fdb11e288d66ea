import { Eye, EyeOff } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { TextField as AriaTextField, Button, Input } from "react-aria-components";
import {
  FieldDescription,
  FieldErrors,
  FieldLabel,
  hasErrors,
  inputClasses,
} from "../../lib/field";
import { useValueTypedBeforeHydration } from "../../lib/use-value-typed-before-hydration";
import type { TextFieldProps } from "../TextField/TextField";
import {
  PASSWORD_TOGGLE_DEFAULTS,
  type PasswordToggleTexts,
  passwordToggleClasses,
} from "./password-toggle";

export interface PasswordFieldProps extends Omit<TextFieldProps, "type">, PasswordToggleTexts {}

/**
 * A password input with a show/hide toggle. Same contract as TextField (uncontrolled,
 * server-renderable, `aria` validation). The toggle is a `type="button"` (never submits),
 * keyboard operable, named "Show password"/"Hide password"; it appears once JavaScript
 * runs, because it can do nothing without it.
 */
export function PasswordField({
  label,
  description,
  errors,
  id,
  placeholder,
  className,
  showPasswordLabel = PASSWORD_TOGGLE_DEFAULTS.showPasswordLabel,
  hidePasswordLabel = PASSWORD_TOGGLE_DEFAULTS.hidePasswordLabel,
  passwordShownAnnouncement = PASSWORD_TOGGLE_DEFAULTS.passwordShownAnnouncement,
  passwordHiddenAnnouncement = PASSWORD_TOGGLE_DEFAULTS.passwordHiddenAnnouncement,
  autoComplete = "current-password",
  value,
  defaultValue,
  onChange,
  ...props
}: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const invalid = hasErrors(errors);
  const [isVisible, setVisible] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const field = useValueTypedBeforeHydration({ value, defaultValue, onChange });

  const toggle = () => {
    const next = !isVisible;
    setVisible(next);
    setAnnouncement(next ? passwordShownAnnouncement : passwordHiddenAnnouncement);
  };

  return (
    <AriaTextField
      {...props}
      value={field.value}
      onChange={field.onChange}
      id={inputId}
      type={isVisible ? "text" : "password"}
      autoComplete={autoComplete}
      isInvalid={invalid}
      validationBehavior="aria"
      data-slot="password-field"
      className={["flex flex-col gap-1.5", className].filter(Boolean).join(" ")}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrors errors={errors ?? []} />
      <div className="relative">
        <Input
          ref={field.inputRef}
          placeholder={placeholder}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={[inputClasses, isHydrated ? "pr-12" : ""].join(" ")}
        />
        {isHydrated ? (
          <Button
            type="button"
            aria-label={isVisible ? hidePasswordLabel : showPasswordLabel}
            aria-controls={inputId}
            isDisabled={props.isDisabled}
            data-slot="password-toggle"
            className={[
              passwordToggleClasses,
              "data-[hovered]:text-fg data-[disabled]:cursor-not-allowed",
              // The ring sits inside the input's border, so it cannot be clipped or overlap.
              "outline-none data-[focus-visible]:outline-solid data-[focus-visible]:outline-focus-ring data-[focus-visible]:outline-focus data-[focus-visible]:-outline-offset-4",
            ].join(" ")}
            onPress={toggle}
          >
            {isVisible ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </Button>
        ) : null}
      </div>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </AriaTextField>
  );
}

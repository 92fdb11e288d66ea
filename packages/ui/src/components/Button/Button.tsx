import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from "react-aria-components";
import { type ButtonVariant, buttonState, buttonVariants } from "./Button.variants";

export interface ButtonProps extends Omit<AriaButtonProps, "children"> {
  /** Visible label; it is also the accessible name, including while pending. */
  children: ReactNode;
  /** Visual weight. `primary` once per view; `danger` for destructive actions. */
  variant?: ButtonVariant;
  /** `md` is 44 px tall (touch target); `sm` 32 px; `lg` 48 px. */
  size?: "sm" | "md" | "lg";
  /** Stretch to the container width (typical on narrow screens). */
  fullWidth?: boolean;
}

/**
 * An action button (React Aria `Button`). Renders a real `<button>`, so `type="submit"`
 * submits a plain HTML form before any JavaScript has loaded.
 *
 * `isPending` shows a spinner, keeps the label as the accessible name, keeps focus, sets
 * `aria-disabled="true"` and ignores presses (and stops implicit form submission).
 */
export function Button({
  children,
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-slot="button"
      className={composeRenderProps(className, (userClassName, renderProps) =>
        buttonVariants({
          variant,
          size,
          fullWidth,
          state: buttonState(renderProps),
          className: userClassName,
        }),
      )}
    >
      {({ isPending }) => (
        <>
          <span
            data-slot="button-label"
            className={
              isPending
                ? "inline-flex items-center gap-2 opacity-0"
                : "inline-flex items-center gap-2"
            }
          >
            {children}
          </span>
          {isPending ? (
            <span className="absolute inset-0 flex items-center justify-center">
              <LoaderCircle
                aria-hidden="true"
                data-slot="button-spinner"
                className="size-5 motion-safe:animate-spin"
              />
            </span>
          ) : null}
        </>
      )}
    </AriaButton>
  );
}

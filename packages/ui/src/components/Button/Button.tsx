import { type ReactNode, useRef } from "react";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from "react-aria-components";
import { type ButtonVariant, buttonState, buttonVariants } from "./Button.variants";
import { ButtonContent } from "./button-content";
import { withoutInteractions } from "./pending";
import { usePendingAnnouncement } from "./use-pending-announcement";

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
 * `aria-disabled="true"` and ignores presses (and stops implicit form submission). Pending is
 * handled here rather than by React Aria's `isPending`, whose announcement points at the
 * button by id and dangles once the page has moved on (an image without a name): this one
 * announces the label as text (docs/decisions/0033).
 */
export function Button({
  children,
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
  isPending = false,
  ...props
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  usePendingAnnouncement(ref, isPending);

  return (
    <AriaButton
      {...(isPending ? withoutInteractions(props) : props)}
      ref={ref}
      type={isPending && props.type === "submit" ? "button" : props.type}
      aria-disabled={isPending ? "true" : props["aria-disabled"]}
      data-pending={isPending || undefined}
      data-slot="button"
      className={composeRenderProps(className, (userClassName, renderProps) =>
        buttonVariants({
          variant,
          size,
          fullWidth,
          state: buttonState({ ...renderProps, isPending }),
          className: userClassName,
        }),
      )}
    >
      <ButtonContent isPending={isPending}>{children}</ButtonContent>
    </AriaButton>
  );
}

import { type ComponentPropsWithoutRef, type ReactNode, useRef } from "react";
import { type ButtonVariant, buttonVariants, nativeButtonStates } from "../Button/Button.variants";
import { ButtonContent } from "../Button/button-content";
import { withoutInteractions } from "../Button/pending";
import { usePendingAnnouncement } from "../Button/use-pending-announcement";

export interface NativeButtonProps
  extends Omit<ComponentPropsWithoutRef<"button">, "children" | "disabled"> {
  /** Visible label; it is also the accessible name, including while pending. */
  children: ReactNode;
  /** Visual weight. `primary` once per view; `danger` for destructive actions. */
  variant?: ButtonVariant;
  /** `md` is 44 px tall (touch target); `sm` 32 px; `lg` 48 px. */
  size?: "sm" | "md" | "lg";
  /** Stretch to the container width (typical on narrow screens). */
  fullWidth?: boolean;
  /** Working: a spinner over the label, `aria-disabled`, presses and submits ignored. */
  isPending?: boolean;
}

/**
 * Button's look and pending state on a plain `<button>`, without React Aria: for a page
 * whose controls are plain form posts (login, confirmation, the header's Logout), so that it
 * downloads no React Aria. Hover, press and keyboard focus come from CSS (`:hover`,
 * `:active`, `:focus-visible`); pending behaves and is announced as Button's.
 */
export function NativeButton({
  children,
  variant = "primary",
  size = "md",
  fullWidth = false,
  isPending = false,
  type = "button",
  className,
  ...props
}: NativeButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  usePendingAnnouncement(ref, isPending);
  return (
    <button
      {...(isPending ? withoutInteractions(props) : props)}
      ref={ref}
      type={isPending && type === "submit" ? "button" : type}
      aria-disabled={isPending ? "true" : props["aria-disabled"]}
      data-pending={isPending || undefined}
      data-slot="button"
      className={buttonVariants({
        variant,
        size,
        fullWidth,
        focus: "native",
        className: [isPending ? undefined : nativeButtonStates[variant], className]
          .filter(Boolean)
          .join(" "),
      })}
    >
      <ButtonContent isPending={isPending}>{children}</ButtonContent>
    </button>
  );
}

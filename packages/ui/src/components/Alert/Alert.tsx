import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { type AlertTone, alertVariants } from "./Alert.variants";

export type { AlertTone };

export interface AlertProps {
  /** `error` is a problem the user must know now; `success` and `info` are not urgent. */
  tone?: AlertTone;
  /** A short bold first line ("Price changed"). */
  title?: ReactNode;
  /** The message, verbatim. */
  children?: ReactNode;
  /** Actions (buttons or links) under the message. */
  actions?: ReactNode;
  /**
   * Whether the alert is announced when it appears. `true` (default): errors get
   * `role="alert"` (assertive), others `role="status"` (polite). `false`: no live role, for a
   * message that is part of the page from the start.
   */
  live?: boolean;
  className?: string;
}

const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

/**
 * A message inside the page (not a toast): price changed, payment failed, fares include
 * taxes. The tone is carried by the icon, the border and the role, not only the colour.
 */
export function Alert({
  tone = "info",
  title,
  children,
  actions,
  live = true,
  className,
}: AlertProps) {
  const Icon = icons[tone];
  const role = !live ? undefined : tone === "error" ? "alert" : "status";
  return (
    <div
      role={role}
      data-slot="alert"
      data-tone={tone}
      className={alertVariants({ tone, className })}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title ? (
          <p data-slot="alert-title" className="font-semibold">
            {title}
          </p>
        ) : null}
        {children ? <div data-slot="alert-message">{children}</div> : null}
        {actions ? <div className="mt-2 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}

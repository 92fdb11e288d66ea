import type { ReactNode } from "react";
import { type BadgeTone, badgeVariants } from "./Badge.variants";

export type { BadgeTone };

export interface BadgeProps {
  /** The label, always in text ("Refundable", "15 kg"): the tone is never the only signal. */
  children: ReactNode;
  /** `neutral` facts, `info` notes, `success` good news, `error` problems, `brand` promotions. */
  tone?: BadgeTone;
  size?: "sm" | "md";
  /** A decorative icon before the text (it is hidden from assistive technology). */
  icon?: ReactNode;
  className?: string;
}

/** A short static label (not interactive): baggage, refundability, "Cheapest", a status. */
export function Badge({ children, tone = "neutral", size = "md", icon, className }: BadgeProps) {
  return (
    <span data-slot="badge" data-tone={tone} className={badgeVariants({ tone, size, className })}>
      {icon ? (
        <span aria-hidden="true" className="inline-flex [&_svg]:size-3.5">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}

import { LoaderCircle } from "lucide-react";

export interface SpinnerProps {
  /** What is loading, announced politely ("Loading flights"). */
  label?: string;
  /** Show the label next to the spinner instead of only to assistive technology. */
  showLabel?: boolean;
  /** 16, 24 or 32 px. */
  size?: "sm" | "md" | "lg";
  className?: string;
}

const sizes = { sm: "size-4", md: "size-6", lg: "size-8" } as const;

/**
 * An indeterminate activity indicator in a polite live region (`role="status"`), so its label
 * is announced once. The icon turns only when the user has not asked for reduced motion.
 */
export function Spinner({
  label = "Loading",
  showLabel = false,
  size = "md",
  className,
}: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={["inline-flex items-center gap-2 text-fg", className].filter(Boolean).join(" ")}
    >
      <LoaderCircle
        aria-hidden="true"
        className={`${sizes[size]} shrink-0 text-primary motion-safe:animate-spin`}
      />
      <span className={showLabel ? "text-sm text-fg-muted" : "sr-only"}>{label}</span>
    </span>
  );
}

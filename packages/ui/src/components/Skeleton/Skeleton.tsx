import type { CSSProperties } from "react";

export interface SkeletonProps {
  /** `text` lines (with `lines`), a `rect` block, or a `circle` (avatar, logo). */
  shape?: "text" | "rect" | "circle";
  /** Number of text lines; the last is shorter. Only for `shape="text"`. */
  lines?: number;
  /** CSS width (`"12rem"`, `"100%"`); text lines default to the full width. */
  width?: string;
  /** CSS height for `rect` and `circle` (circle width follows). */
  height?: string;
  className?: string;
}

const block = "block bg-disabled motion-safe:animate-pulse";

/**
 * A grey placeholder in the shape of content that is still loading. Purely visual
 * (`aria-hidden`): announce the loading once with a `Spinner` label or `aria-busy` on the
 * region the skeleton stands in for.
 */
export function Skeleton({ shape = "text", lines = 1, width, height, className }: SkeletonProps) {
  if (shape === "text") {
    return (
      <span
        aria-hidden="true"
        data-slot="skeleton"
        className={["flex flex-col gap-2", className].filter(Boolean).join(" ")}
        style={{ width }}
      >
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
            key={index}
            className={`${block} h-4 rounded-sm`}
            style={{ width: lines > 1 && index === lines - 1 ? "60%" : "100%" }}
          />
        ))}
      </span>
    );
  }
  const style: CSSProperties =
    shape === "circle"
      ? { width: height ?? width ?? "2.5rem", height: height ?? width ?? "2.5rem" }
      : { width: width ?? "100%", height: height ?? "6rem" };
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      className={[block, shape === "circle" ? "rounded-full" : "rounded-md", className]
        .filter(Boolean)
        .join(" ")}
      style={style}
    />
  );
}

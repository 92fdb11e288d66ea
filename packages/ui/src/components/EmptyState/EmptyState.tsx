import { SearchX } from "lucide-react";
import type { ReactNode } from "react";

export interface EmptyStateProps {
  /** What is empty, as a heading ("No flights found"). */
  title?: ReactNode;
  /** What to do about it ("Try other dates or remove a filter."). */
  description?: ReactNode;
  /** A decorative illustration or icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** The way forward: usually one `Button`. */
  action?: ReactNode;
  /** Level of the heading in the page's outline (default `h2`). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The place of a list that has nothing in it: a heading that says so, a hint and one action.
 * Not a live region: render it in place of the list; announce changes where the filter is.
 */
export function EmptyState({
  title = "Nothing to show",
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={[
        "flex flex-col items-center gap-3 rounded-lg border border-dashed border-subtle bg-surface px-6 py-10 text-center",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <span aria-hidden="true" className="text-fg-muted [&_svg]:size-10">
        {icon ?? <SearchX />}
      </span>
      <Heading className="text-lg font-semibold text-fg">{title}</Heading>
      {description ? <p className="max-w-prose text-base text-fg-muted">{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}

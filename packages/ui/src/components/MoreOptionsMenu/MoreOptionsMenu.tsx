import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";

export type MoreOption =
  | {
      key: string;
      label: string;
      href: string;
      /** A file to save (the e-ticket PDF) rather than a page to open. */
      download?: boolean;
      /** A line under the link (when web check-in opens). */
      description?: string;
      /** An outside website: opened without passing our page on. */
      external?: boolean;
    }
  /** Anything else the page renders itself, e.g. its send-by-email form. */
  | { key: string; content: ReactNode };

export interface MoreOptionsMenuProps {
  options: readonly MoreOption[];
  /** The summary's text. */
  title?: string;
  defaultOpen?: boolean;
  className?: string;
}

const linkClass = "font-semibold text-link underline";

/**
 * The confirmation page's "More options" (J§2: download PDF, print with or without price,
 * email, SMS, invoices, cancel, web check-in): a native disclosure (`details`/`summary`)
 * holding a list of links and the page's own forms. It opens and closes before JavaScript
 * loads and without it, and reads as a list of actions.
 */
export function MoreOptionsMenu({
  options,
  title = "More options",
  defaultOpen,
  className,
}: MoreOptionsMenuProps) {
  return (
    <details
      open={defaultOpen}
      data-slot="more-options"
      className={["group rounded-lg border border-subtle bg-surface p-4", className]
        .filter(Boolean)
        .join(" ")}
    >
      <summary
        className={[
          "flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-md py-2 text-lg font-semibold [&::-webkit-details-marker]:hidden",
          nativeFocusRing,
        ].join(" ")}
      >
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 group-open:rotate-180 motion-safe:transition-transform"
        />
      </summary>
      <ul className="mt-2 flex flex-col gap-3">
        {options.map((option) => (
          <li key={option.key}>
            {"content" in option ? (
              option.content
            ) : (
              <>
                <a
                  href={option.href}
                  className={linkClass}
                  download={option.download || undefined}
                  rel={option.external ? "noopener noreferrer" : undefined}
                >
                  {option.label}
                </a>
                {option.description ? (
                  <span className="block text-sm text-fg-muted">{option.description}</span>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

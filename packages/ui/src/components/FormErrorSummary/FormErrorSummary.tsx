import { type MouseEvent, useId, useRef } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { useFocusAfterSubmit, useIsHydrated } from "./hooks/useFocusAfterSubmit";

export interface FormErrorSummaryItem {
  /** The `id` of the input the message is about; the message links to `#fieldId`. */
  fieldId?: string;
  /** The message, verbatim (the same text shown next to the field). */
  message: string;
}

export interface FormErrorSummaryProps {
  /** Heading of the summary. */
  title?: string;
  /** Problems to list; nothing renders when empty. */
  errors: readonly FormErrorSummaryItem[];
  /**
   * Move focus to the summary on mount (with errors) and after every failed submit. Errors
   * that change while the person types (live revalidation) do not move focus.
   */
  autoFocus?: boolean;
  /** Level of the heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The GOV.UK error summary: after a failed submit, focus lands here; each message links to
 * its field and following the link puts focus in that field. Works without JavaScript
 * (server-rendered `autofocus`, plain `#id` links).
 */
export function FormErrorSummary({
  title = "There is a problem",
  errors,
  autoFocus = true,
  headingLevel = 2,
  className,
}: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const isHydrated = useIsHydrated();
  useFocusAfterSubmit(ref, {
    enabled: autoFocus,
    hasErrors: errors.length > 0,
    errorsKey: JSON.stringify(errors),
  });

  if (errors.length === 0) return null;

  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      // Server-rendered pages (no JavaScript yet) still put focus here; on the client the
      // hook above decides.
      // biome-ignore lint/a11y/noAutofocus: moving focus to the error summary after a failed submit is the GOV.UK pattern
      autoFocus={autoFocus && !isHydrated}
      data-slot="form-error-summary"
      className={[
        "rounded-lg border-4 border-error-border bg-canvas p-4 text-fg outline-none md:p-6",
        // Always visible: focus arrives here programmatically after a submit.
        "focus:outline-solid focus:outline-focus-ring focus:outline-focus focus:outline-offset-focus-ring",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <Heading id={headingId} className="text-xl font-bold text-fg">
        {title}
      </Heading>
      <ul className="mt-3 flex flex-col gap-2">
        {errors.map((error, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per render; the same message may repeat
          <li key={`${error.fieldId ?? ""}:${error.message}:${index}`}>
            {error.fieldId ? (
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => focusField(event, error.fieldId as string)}
                className={[
                  "inline-block min-h-6 font-semibold text-error underline underline-offset-2",
                  "hover:decoration-2",
                  nativeFocusRing,
                ].join(" ")}
              >
                {error.message}
              </a>
            ) : (
              <span className="font-semibold text-error">{error.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Focus the field itself (a plain `#id` jump only scrolls) and bring its label into view. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  (label ?? field).scrollIntoView({ block: "start" });
  field.focus({ preventScroll: true });
}

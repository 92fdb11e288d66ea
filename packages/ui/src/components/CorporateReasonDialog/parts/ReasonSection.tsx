import { type ReactNode, useId } from "react";

interface ReasonSectionProps {
  title: ReactNode;
  description: ReactNode;
  /** The page's form with the fields in it. */
  children: ReactNode;
}

/**
 * What `CorporateReasonDialog` renders before hydration and without JavaScript: the same
 * title, description and form, in the page, as a section named by its heading.
 */
export function ReasonSection({ title, description, children }: ReasonSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      data-slot="corporate-reason-section"
      className="rounded-lg border border-subtle bg-surface p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      <p id={`${id}-description`} className="mt-1 mb-4 text-fg-muted">
        {description}
      </p>
      {children}
    </section>
  );
}

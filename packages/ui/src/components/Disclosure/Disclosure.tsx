import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel,
  Heading,
} from "react-aria-components";
import { focusRing } from "../../lib/focus-ring";

export interface DisclosureProps {
  /** The visible heading text; it names the trigger button and the panel. */
  title: ReactNode;
  /** The content shown while expanded. */
  children: ReactNode;
  /** Uncontrolled initial state. Default `false` (collapsed). */
  defaultExpanded?: boolean;
  /** Controlled expanded state. */
  isExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  isDisabled?: boolean;
  /** Level of the heading that holds the trigger, to fit the page outline. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  id?: string;
  className?: string;
}

/**
 * A section that shows and hides its content (React Aria `Disclosure`): fare rules, baggage
 * details, "More filters". The trigger is a real `<button>` inside a heading, with
 * `aria-expanded` and `aria-controls`; the panel is a `group` labelled by the trigger and is
 * hidden from everyone while collapsed (the browser's find-in-page still opens it).
 */
export function Disclosure({
  title,
  children,
  headingLevel = 3,
  className,
  ...props
}: DisclosureProps) {
  return (
    <AriaDisclosure
      {...props}
      data-slot="disclosure"
      className={["border-b border-subtle", className].filter(Boolean).join(" ")}
    >
      <Heading level={headingLevel} className="text-base font-semibold text-fg">
        <AriaButton
          slot="trigger"
          className={[
            "group flex min-h-11 w-full cursor-pointer items-center justify-between gap-4 rounded-md px-2 py-2 text-left",
            "data-[hovered]:bg-ghost-hover",
            "data-[disabled]:cursor-not-allowed data-[disabled]:text-on-disabled",
            focusRing,
          ].join(" ")}
        >
          <span className="min-w-0">{title}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 group-aria-expanded:rotate-180 motion-safe:transition-transform"
          />
        </AriaButton>
      </Heading>
      {/* Padding lives inside: a collapsed panel (hidden="until-found") still draws its box. */}
      <DisclosurePanel data-slot="disclosure-panel">
        <div className="px-2 pt-1 pb-4 text-base text-fg">{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}

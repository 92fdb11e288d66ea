import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";

export interface TabItem {
  /** Stable value ("one-way"); also what `value`/`onValueChange` speak. */
  id: string;
  /** The tab's visible text, its accessible name. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list ("Trip type"). */
  "aria-label": string;
  /** Controlled selected tab id. */
  value?: string;
  /** Uncontrolled initial tab (default: the first enabled). */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /**
   * `automatic` (default): arrow keys select as they move. `manual`: arrows move focus and
   * Enter/Space select (for panels that are slow to render).
   */
  activationMode?: "automatic" | "manual";
  className?: string;
}

/**
 * Tabs (Radix Tabs): a `tablist` with one tab stop, arrows between tabs, Home/End, and a
 * `tabpanel` labelled by its tab. On narrow screens the list scrolls sideways rather than
 * wrapping.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  activationMode = "automatic",
  className,
  "aria-label": ariaLabel,
}: TabsProps) {
  const first = items.find((item) => !item.isDisabled)?.id;
  return (
    <RadixTabs.Root
      data-slot="tabs"
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? first) : undefined}
      onValueChange={onValueChange}
      activationMode={activationMode}
      className={["flex flex-col gap-4", className].filter(Boolean).join(" ")}
    >
      <RadixTabs.List
        aria-label={ariaLabel}
        className="flex gap-1 overflow-x-auto border-b-2 border-subtle p-1 pb-0"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.id}
            value={item.id}
            disabled={item.isDisabled}
            className={[
              "-mb-0.5 min-h-11 shrink-0 cursor-pointer border-b-4 border-transparent px-4 py-2 text-base font-semibold whitespace-nowrap text-fg-muted",
              "hover:text-fg data-[state=active]:border-primary data-[state=active]:text-primary",
              "disabled:cursor-not-allowed disabled:text-on-disabled",
              nativeFocusRing,
            ].join(" ")}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.id}
          value={item.id}
          className={["rounded-md", nativeFocusRing].join(" ")}
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

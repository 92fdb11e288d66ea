import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { useReturnFocus } from "../../lib/return-focus";

export interface DrawerProps {
  /** Controlled open state. */
  isOpen?: boolean;
  /** Uncontrolled initial state. */
  defaultOpen?: boolean;
  /** Called with `false` when the drawer asks to close (Escape, outside click, close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The visible heading; it names the drawer (`aria-labelledby`). */
  title: ReactNode;
  /** A sentence under the title; it describes the drawer (`aria-describedby`). */
  description?: ReactNode;
  /** The body; it scrolls when taller than the drawer. */
  children?: ReactNode;
  /** Actions pinned to the bottom ("Clear all", "Show 34 flights"). */
  footer?: ReactNode;
  /** Accessible name of the close (×) button. */
  closeLabel?: string;
  /**
   * The edge it slides in from: `right` (default) or `left` at full height and at most 24rem
   * wide, or `bottom` as a sheet (phones).
   */
  side?: "left" | "right" | "bottom";
}

const sides = {
  left: "inset-y-0 left-0 w-[calc(100vw-3rem)] max-w-sm border-r motion-safe:starting:-translate-x-full",
  right:
    "inset-y-0 right-0 w-[calc(100vw-3rem)] max-w-sm border-l motion-safe:starting:translate-x-full",
  bottom:
    "inset-x-0 bottom-0 mx-auto max-h-[calc(100dvh-3rem)] w-full max-w-2xl rounded-t-lg border-t motion-safe:starting:translate-y-full",
} as const;

/**
 * A side sheet (Radix Dialog), modal like `Dialog`: filters and sorting on small screens,
 * details beside a list. Focus moves into it, is trapped inside, and returns to what had it
 * before; the page behind is inert; it is named by its title. Escape, a click on the backdrop
 * and the × button close it. It slides in only when the user has not asked for reduced motion.
 */
export function Drawer({
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel = "Close",
  side = "right",
}: DrawerProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-slot="drawer-overlay"
          className="fixed inset-0 z-40 bg-fg/50 motion-safe:transition-opacity motion-safe:duration-300 motion-safe:starting:opacity-0"
        />
        <RadixDialog.Content
          data-slot="drawer"
          data-side={side}
          // Without a description Radix must not point aria-describedby at nothing.
          {...(description ? {} : { "aria-describedby": undefined })}
          {...returnFocus}
          className={[
            "fixed z-50 flex flex-col border-subtle bg-surface-raised text-fg shadow-overlay",
            "motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out",
            sides[side],
            "outline-none",
          ].join(" ")}
        >
          <div className="flex items-start gap-4 border-b border-subtle px-6 py-4">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <RadixDialog.Title className="text-xl font-semibold text-fg">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-base text-fg-muted">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={closeLabel}
              data-slot="drawer-close"
              className={[
                "-m-2 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-fg hover:bg-ghost-hover",
                nativeFocusRing,
              ].join(" ")}
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {children ? (
            <div
              data-slot="drawer-body"
              className="min-h-0 flex-1 overflow-y-auto px-6 py-4 text-base"
            >
              {children}
            </div>
          ) : null}
          {footer ? (
            <div
              data-slot="drawer-footer"
              className="mt-auto flex flex-col-reverse gap-2 border-t border-subtle px-6 py-4 sm:flex-row sm:justify-end"
            >
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

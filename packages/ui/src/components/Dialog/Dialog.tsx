import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { useReturnFocus } from "../../lib/return-focus";

export interface DialogProps {
  /** Controlled open state. */
  isOpen?: boolean;
  /** Uncontrolled initial state. */
  defaultOpen?: boolean;
  /** Called with `false` when the dialog asks to close (Escape, outside click, close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The visible heading; it names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** A sentence under the title; it describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Actions, right-aligned at the bottom (stacked full-width on narrow screens). */
  footer?: ReactNode;
  /**
   * `false` for a dialog the user must answer (Session expired): Escape and a click outside
   * do nothing and there is no close button; only the footer's actions close it.
   */
  isDismissable?: boolean;
  /** Accessible name of the close (×) button. */
  closeLabel?: string;
  /** Maximum width: `sm` 24rem, `md` 32rem, `lg` 48rem. */
  size?: "sm" | "md" | "lg";
  /** `alertdialog` for a confirmation or an interruption the user must acknowledge. */
  role?: "dialog" | "alertdialog";
  /**
   * Long read-only content with nothing focusable in it: the body takes focus (one tab stop),
   * so it can be scrolled by keyboard (axe scrollable-region-focusable).
   */
  focusableBody?: boolean;
}

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-3xl" } as const;

/**
 * A modal dialog (Radix Dialog): focus moves into it, is trapped inside, and returns to what
 * had it before; the page behind is inert; it is named by its title. Escape, a click on the
 * backdrop and the × button close it unless `isDismissable={false}`.
 */
export function Dialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  isDismissable = true,
  closeLabel = "Close",
  size = "md",
  role = "dialog",
  focusableBody = false,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  const block = (event: Event) => {
    if (!isDismissable) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-40 bg-fg/50" />
        <RadixDialog.Content
          data-slot="dialog"
          role={role}
          // Without a description Radix must not point aria-describedby at nothing.
          {...(description ? {} : { "aria-describedby": undefined })}
          {...returnFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={[
            "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col",
            "rounded-lg border border-subtle bg-surface-raised text-fg shadow-overlay",
            widths[size],
            "outline-none",
          ].join(" ")}
        >
          <div className="flex items-start gap-4 px-6 pt-6">
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
            {isDismissable ? (
              <RadixDialog.Close
                aria-label={closeLabel}
                data-slot="dialog-close"
                className={[
                  "-m-2 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-fg hover:bg-ghost-hover",
                  nativeFocusRing,
                ].join(" ")}
              >
                <X aria-hidden="true" className="size-5" />
              </RadixDialog.Close>
            ) : null}
          </div>
          {children ? (
            <div
              data-slot="dialog-body"
              tabIndex={focusableBody ? 0 : undefined}
              className={[
                "min-h-0 overflow-y-auto px-6 pt-4 text-base",
                focusableBody ? nativeFocusRing : "",
              ].join(" ")}
            >
              {children}
            </div>
          ) : null}
          <div
            data-slot="dialog-footer"
            className="flex flex-col-reverse gap-2 px-6 pt-6 pb-6 sm:flex-row sm:justify-end"
          >
            {footer}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

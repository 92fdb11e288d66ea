import type { ReactElement, ReactNode } from "react";
import {
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  OverlayArrow,
} from "react-aria-components";

export interface TooltipProps {
  /** The extra hint. It describes the trigger (`aria-describedby`); it never names it. */
  content: ReactNode;
  /**
   * The trigger: a React Aria focusable element (our `Button`, or RAC's `Focusable`) that
   * already has its own accessible name.
   */
  children: ReactElement;
  /** Where the tooltip sits; it flips when there is no room. */
  placement?: "top" | "bottom" | "start" | "end";
  /** Hover delay before opening, in ms (keyboard focus opens at once). */
  delay?: number;
  /** Hover delay before closing, in ms. */
  closeDelay?: number;
  /** Controlled open state (for docs and tests). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isDisabled?: boolean;
}

/**
 * A short hint on hover and keyboard focus (React Aria `TooltipTrigger` + `Tooltip`):
 * `role="tooltip"`, linked from the trigger with `aria-describedby` while open, Escape closes
 * it, and it stays open while the pointer moves onto it (WCAG 1.4.13). Never put anything
 * interactive or essential in a tooltip: touch users rarely see it.
 */
export function Tooltip({
  content,
  children,
  placement = "top",
  delay = 500,
  closeDelay = 300,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDisabled,
}: TooltipProps) {
  return (
    <AriaTooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDisabled={isDisabled}
    >
      {children}
      <AriaTooltip
        data-slot="tooltip"
        placement={placement}
        offset={8}
        className="max-w-64 rounded-md bg-fg px-3 py-2 text-sm text-canvas shadow-overlay"
      >
        <OverlayArrow>
          <svg
            aria-hidden="true"
            width={12}
            height={12}
            viewBox="0 0 12 12"
            className="block fill-fg [[data-placement=bottom]_&]:rotate-180 [[data-placement=left]_&]:-rotate-90 [[data-placement=right]_&]:rotate-90"
          >
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </AriaTooltipTrigger>
  );
}

/**
 * Shared classes for the popover list of Select, ComboBox and AirportComboBox (React Aria
 * `Popover` + `ListBox` + `ListBoxItem`); states come from React Aria's data attributes.
 */

export const popoverClasses =
  "min-w-(--trigger-width) max-w-[calc(100vw-1rem)] overflow-auto rounded-md border border-subtle bg-surface-raised text-fg shadow-overlay outline-none";

export const listBoxClasses = "max-h-72 overflow-auto p-1 outline-none";

export const listBoxItemClasses = [
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-base text-fg outline-none",
  "data-[focused]:bg-ghost-hover data-[hovered]:bg-ghost-hover",
  "data-[selected]:font-semibold",
  "data-[focus-visible]:outline-solid data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-focus",
  "data-[disabled]:cursor-not-allowed data-[disabled]:text-on-disabled",
].join(" ");

/** The bordered box around an input plus its button(s) (ComboBox, DatePicker). */
export const fieldGroupClasses = [
  "flex w-full min-h-11 items-stretch rounded-control border-2 border-control bg-canvas text-base text-fg",
  "data-[focus-within]:outline-solid data-[focus-within]:outline-focus-ring data-[focus-within]:outline-focus data-[focus-within]:outline-offset-focus-ring",
  "data-[invalid]:border-error-border",
  "data-[disabled]:cursor-not-allowed data-[disabled]:border-subtle data-[disabled]:bg-disabled data-[disabled]:text-on-disabled",
].join(" ");

/** An icon button inside a field group (open list, open calendar, steppers). */
export const fieldButtonClasses = [
  "flex min-w-11 shrink-0 cursor-pointer items-center justify-center rounded-control text-fg",
  "data-[hovered]:bg-ghost-hover data-[pressed]:bg-ghost-hover",
  "data-[disabled]:cursor-not-allowed data-[disabled]:text-on-disabled",
  "outline-none data-[focus-visible]:outline-solid data-[focus-visible]:outline-focus-ring data-[focus-visible]:outline-focus",
].join(" ");

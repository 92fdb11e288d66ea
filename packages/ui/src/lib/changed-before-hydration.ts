/**
 * Whether the reader changed a field inside `element` before the page hydrated. The browser
 * keeps what was typed or chosen, and React keeps it at hydration (it sets only
 * `defaultValue`, `defaultChecked` and `defaultSelected` from what it rendered), but no
 * change event reached the page: its state still holds the rendered values, and its next
 * render may put them back.
 */
export function changedBeforeHydration(element: HTMLElement): boolean {
  const inputs = [...element.querySelectorAll("input")].some((input) =>
    input.type === "radio" || input.type === "checkbox"
      ? input.checked !== input.defaultChecked
      : input.value !== input.defaultValue,
  );
  const options = [...element.querySelectorAll("option")].some(
    (option) => option.selected !== option.defaultSelected,
  );
  return inputs || options;
}

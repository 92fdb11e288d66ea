import { useId, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { NativeInput } from "../../../lib/native-fields";
import { useIsHydrated } from "../../../lib/use-is-hydrated";
import type {
  Airport,
  AirportComboBox as AirportComboBoxComponent,
} from "../../AirportComboBox/AirportComboBox";

// The combo box (React Aria's collections, list box and popover: most of the search page's
// JavaScript) is imported when a visitor first reaches an airport field; then every airport
// field of the page becomes one.
let loadedComboBox: typeof AirportComboBoxComponent | undefined;
let requested = false;
const listeners = new Set<() => void>();

function loadComboBox() {
  if (requested) return;
  requested = true;
  void import("../../AirportComboBox/AirportComboBox").then((module) => {
    loadedComboBox = module.AirportComboBox;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const useLoadedComboBox = () =>
  useSyncExternalStore(
    subscribe,
    () => loadedComboBox,
    () => undefined,
  );

interface AirportFieldProps {
  id: string;
  name: string;
  label: string;
  errors: readonly string[];
  /** Shown only before JavaScript, where the text box needs explaining. */
  hint?: string;
  airports: readonly Airport[];
  value: string;
  onChange: (code: string) => void;
}

/**
 * Before JavaScript, and once hydrated until the visitor reaches an airport field, a text
 * input with the airports as suggestions (its role is combobox too); then the
 * AirportComboBox. What was typed so far is typed again into the combo box, which keeps the
 * focus, so its list opens on it.
 */
export function AirportField({ airports, value, onChange, hint, ...field }: AirportFieldProps) {
  const hydrated = useIsHydrated();
  const listId = useId();
  const ComboBox = useLoadedComboBox();
  const handOff = useRef<{ text: string; focused: boolean } | undefined>(undefined);

  // In the commit that swaps the text box for the combo box: no key typed in between is lost.
  useLayoutEffect(() => {
    const pending = handOff.current;
    handOff.current = undefined;
    if (!ComboBox || !pending?.focused) return;
    const input = document.getElementById(field.id);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    if (pending.text === "") return;
    // Through the element's own setter, so React Aria sees it as typing and opens the list.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
      input,
      pending.text,
    );
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, [ComboBox, field.id]);

  if (ComboBox) {
    const known = airports.some((airport) => airport.code === value);
    return (
      <ComboBox
        {...field}
        airports={airports}
        value={known ? value : null}
        onChange={(code) => onChange(code ?? "")}
      />
    );
  }
  const reached = hydrated ? loadComboBox : undefined;
  return (
    <>
      <NativeInput
        {...field}
        description={hydrated ? undefined : hint}
        list={listId}
        {...(hydrated
          ? {
              value,
              onChange: (event) => {
                const input = event.currentTarget;
                handOff.current = { text: input.value, focused: document.activeElement === input };
                onChange(input.value);
              },
              onFocus: (event) => {
                handOff.current = { text: event.currentTarget.value, focused: true };
                loadComboBox();
              },
              onBlur: () => {
                if (handOff.current) handOff.current.focused = false;
              },
            }
          : { defaultValue: value })}
        onPointerEnter={reached}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <datalist id={listId}>
        {airports.map((airport) => (
          <option key={airport.code} value={airport.code}>
            {`${airport.city} (${airport.code}), ${airport.name}`}
          </option>
        ))}
      </datalist>
    </>
  );
}

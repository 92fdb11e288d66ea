import { type RefObject, useLayoutEffect, useRef, useState } from "react";

/**
 * An uncontrolled React Aria text field's value, kept here so that what the reader typed into
 * the server-rendered input before the page hydrated stays. React Aria's fields hold their
 * value in state and control the `<input>` with it: at its first update React would put back
 * the value the field started with (on a slow connection a page paints well before its
 * scripts have run; decision 0088).
 * `value` given by the caller (a controlled field) wins, as before.
 */
export function useValueTypedBeforeHydration({
  value,
  defaultValue,
  onChange,
}: {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}): {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
} {
  const inputRef = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState(defaultValue ?? "");
  const controlled = value !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the input is first adopted
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (!controlled && typed !== undefined && typed !== own) setOwn(typed);
  }, []);
  return {
    inputRef,
    value: controlled ? value : own,
    onChange: (next) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
  };
}

import { type RefObject, useLayoutEffect, useRef, useState } from "react";

const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value;

/**
 * An uncontrolled React Aria field's value, kept here so that what the reader typed or chose
 * in the server-rendered field before the page hydrated stays. React Aria's fields hold their
 * value in state and control their inputs with it: at their first update React would put
 * back the value the field started with (on a slow connection a page paints well before its
 * scripts have run; decision 0088). `read` says what the element held (default: an input's
 * value). `value` given by the caller (a controlled field) wins, as before.
 */
export function useValueTypedBeforeHydration<E extends HTMLElement = HTMLInputElement>({
  value,
  defaultValue,
  onChange,
  read = inputValue,
}: {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  read?: (element: E) => string | undefined;
}): {
  inputRef: RefObject<E | null>;
  value: string;
  onChange: (value: string) => void;
} {
  const inputRef = useRef<E>(null);
  const [own, setOwn] = useState(defaultValue ?? "");
  const controlled = value !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field is first adopted
  useLayoutEffect(() => {
    const typed = inputRef.current ? read(inputRef.current) : undefined;
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

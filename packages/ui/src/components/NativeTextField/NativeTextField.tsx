import { useId } from "react";
import { NativeInput, type NativeInputProps } from "../../lib/native-fields";

export interface NativeTextFieldProps extends Omit<NativeInputProps, "id"> {
  /** Ends up on the `<input>` (so an error summary can link to `#id`). Generated if omitted. */
  id?: string;
}

/**
 * TextField's order and look (label, hint, errors, input) on a native `<input>`, without
 * React Aria: for a page whose only controls are a form's fields and its submit button (the
 * login page). Errors are linked with `aria-describedby` and set `aria-invalid`.
 */
export function NativeTextField({ id, ...props }: NativeTextFieldProps) {
  const generatedId = useId();
  return <NativeInput {...props} id={id ?? generatedId} data-slot="native-text-field" />;
}

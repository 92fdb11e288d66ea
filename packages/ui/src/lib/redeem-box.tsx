import { type ReactNode, useId } from "react";
import { NativeButton } from "../components/NativeButton/NativeButton";
import { NativeTextField } from "../components/NativeTextField/NativeTextField";

export interface RedeemBoxText {
  heading: string;
  label: string;
  apply: string;
  remove: string;
}

export interface RedeemBoxProps {
  text: RedeemBoxText;
  /** The posted field's name; the buttons post `intent` = `${name}:apply` or `:remove`. */
  name: string;
  /** What is applied, in words (announced); undefined when nothing is. */
  appliedText?: string;
  /** The value typed last, kept when the server refused it. */
  defaultValue?: string;
  description?: ReactNode;
  errors?: readonly string[];
  inputMode?: "text" | "numeric" | "decimal";
  /** Which of the two buttons is waiting for the server. */
  pending?: "apply" | "remove";
  headingLevel: 2 | 3;
  className?: string;
}

/**
 * The voucher and TJ Cash boxes' shared shape: a titled section with a field and Apply, or
 * what is applied and Remove. It renders no form: the page's form posts the field and the
 * pressed button's intent. The status line is always in the tree, so a change is announced.
 * Errors about what is applied (e.g. it must go before blocking) describe Remove. Native
 * field and buttons, so the review page downloads no React Aria (decision 0046).
 */
export function RedeemBox({
  text,
  name,
  appliedText,
  defaultValue,
  description,
  errors,
  inputMode = "text",
  pending,
  headingLevel,
  className,
}: RedeemBoxProps) {
  const headingId = useId();
  const errorsId = useId();
  const appliedErrors = appliedText && errors && errors.length > 0 ? errors : undefined;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      className={["rounded-lg border border-subtle bg-surface p-4", className]
        .filter(Boolean)
        .join(" ")}
    >
      <Heading id={headingId} className="text-base font-semibold">
        {text.heading}
      </Heading>
      <p role="status" className={appliedText ? "mt-2 text-sm font-medium text-fg" : undefined}>
        {appliedText}
      </p>
      {appliedErrors ? (
        <p id={errorsId} className="mt-2 text-sm font-semibold text-error">
          {appliedErrors.join(" ")}
        </p>
      ) : null}
      {appliedText ? (
        <NativeButton
          aria-describedby={appliedErrors ? errorsId : undefined}
          type="submit"
          name="intent"
          value={`${name}:remove`}
          variant="secondary"
          size="sm"
          className="mt-3"
          isPending={pending === "remove"}
        >
          {text.remove}
        </NativeButton>
      ) : (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <NativeTextField
            label={text.label}
            name={name}
            defaultValue={defaultValue}
            description={description}
            errors={errors}
            inputMode={inputMode}
            autoComplete="off"
            className="min-w-0 flex-1 basis-48"
          />
          <NativeButton
            type="submit"
            name="intent"
            value={`${name}:apply`}
            variant="secondary"
            isPending={pending === "apply"}
          >
            {text.apply}
          </NativeButton>
        </div>
      )}
    </section>
  );
}

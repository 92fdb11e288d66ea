import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A button's label and, while pending, a spinner over it: the label stays in place (hidden)
 * so the button keeps its size and its accessible name.
 */
export function ButtonContent({
  children,
  isPending,
}: {
  children: ReactNode;
  isPending: boolean;
}) {
  return (
    <>
      <span
        data-slot="button-label"
        className={
          isPending ? "inline-flex items-center gap-2 opacity-0" : "inline-flex items-center gap-2"
        }
      >
        {children}
      </span>
      {isPending ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <LoaderCircle
            aria-hidden="true"
            data-slot="button-spinner"
            className="size-5 motion-safe:animate-spin"
          />
        </span>
      ) : null}
    </>
  );
}

import { useState } from "react";
import { useIsHydrated } from "../../../lib/use-is-hydrated";
import { NativeButton } from "../../NativeButton/NativeButton";

export interface CouponCodeMessages {
  code: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * A coupon code as selectable text (a tap selects all of it), and, once JavaScript runs and
 * the browser has the Clipboard API, a "Copy code" button whose result is said in a polite
 * live region beside it. The region is in the page from the start, so the message is read.
 */
export function CouponCode({ code, messages }: { code: string; messages: CouponCodeMessages }) {
  const hydrated = useIsHydrated();
  const [status, setStatus] = useState("");
  const canCopy = hydrated && typeof navigator !== "undefined" && Boolean(navigator.clipboard);
  const copy = async () => {
    setStatus("");
    try {
      await navigator.clipboard.writeText(code);
      setStatus(messages.copied);
    } catch {
      setStatus(messages.copyFailed);
    }
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
      <p className="text-sm">
        {messages.code}{" "}
        <strong
          data-slot="coupon-code"
          className="rounded-sm border border-dashed border-control px-2 py-1 font-mono tracking-wide select-all"
        >
          {code}
        </strong>
      </p>
      {canCopy ? (
        <NativeButton variant="secondary" size="sm" onClick={copy}>
          {messages.copy}
          <span className="sr-only"> {code}</span>
        </NativeButton>
      ) : null}
      <span role="status" className="text-sm font-medium text-on-success-surface">
        {status}
      </span>
    </div>
  );
}

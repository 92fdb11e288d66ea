import { BrandMark, MAIN_CONTENT_ID } from "@wayfare/ui";
import type { ReactNode } from "react";
import { useBrand } from "../brand";

/** Link style of the auth pages, with the design system's visible focus ring. */
export const authLinkClasses =
  "font-medium text-link underline underline-offset-2 outline-none focus-visible:outline-solid focus-visible:outline-focus-ring focus-visible:outline-focus focus-visible:outline-offset-focus-ring";

/**
 * The sign-in card of the authentication app (F§2 layout: a 350 px card, centred), under the
 * brand of the host it is served on.
 */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  const brand = useBrand();
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-screen items-center justify-center p-4 outline-none"
    >
      <div className="w-full max-w-[350px] rounded-lg border border-subtle bg-surface p-6 shadow-sm">
        <p className="mb-4 text-lg font-semibold">
          <BrandMark name={brand.name} logoUrl={brand.logoUrl} />
        </p>
        <h1 className="mb-6 text-2xl font-semibold">{heading}</h1>
        {children}
      </div>
    </main>
  );
}

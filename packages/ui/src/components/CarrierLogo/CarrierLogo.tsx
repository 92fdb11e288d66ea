import { useState } from "react";

export interface CarrierLogoProps {
  /** The airline's 2-character IATA code ("AI", "6E"); the monogram shows it. */
  code: string;
  /** The airline's name ("Air India"): the image's accessible name. */
  name: string;
  /**
   * A logo image the app already has (bundled or same-origin). Without it, or if it fails to
   * load, the monogram shows. The component never fetches anything itself.
   */
  src?: string;
  /**
   * `true` when the airline's name is already written next to the logo: the logo is then
   * hidden from assistive technology so the name is not read twice.
   */
  decorative?: boolean;
  /** 24, 32 or 40 px square. */
  size?: "sm" | "md" | "lg";
  className?: string;
}

const sizes = {
  sm: "size-6 text-xs",
  md: "size-8 text-xs",
  lg: "size-10 text-sm",
} as const;

/**
 * An airline's mark: the supplied image, or a monogram of the IATA code on a neutral tile
 * (same size, so result cards line up either way). Named by the airline, or decorative.
 */
export function CarrierLogo({
  code,
  name,
  src,
  decorative = false,
  size = "md",
  className,
}: CarrierLogoProps) {
  const [failed, setFailed] = useState(false);
  const a11y = decorative
    ? ({ "aria-hidden": true } as const)
    : ({ role: "img", "aria-label": name } as const);
  const frame = [
    "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-md",
    sizes[size],
    className,
  ]
    .filter(Boolean)
    .join(" ");

  if (src && !failed) {
    return (
      <span {...a11y} data-slot="carrier-logo" data-code={code} className={frame}>
        <img
          src={src}
          alt=""
          className="size-full object-contain"
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  return (
    <span
      {...a11y}
      data-slot="carrier-logo"
      data-code={code}
      data-monogram=""
      className={`${frame} border border-subtle bg-surface font-bold tracking-wide text-fg`}
    >
      <span aria-hidden="true">{code.slice(0, 2).toUpperCase()}</span>
    </span>
  );
}

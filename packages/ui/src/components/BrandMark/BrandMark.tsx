export interface BrandMarkProps {
  /** The brand's name: the base brand's, or a white-label partner's ("Yatra Bazaar"). */
  name: string;
  /** The brand's logo, shown before the name; the name says what it is, so it is decorative. */
  logoUrl?: string | null;
}

/**
 * The brand at the top of every page: a logo and the name. The portal shows the brand of the
 * host it is served under, so a white-label partner's pages carry the partner's.
 */
export function BrandMark({ name, logoUrl }: BrandMarkProps) {
  return (
    <span data-slot="brand-mark" className="inline-flex items-center gap-2">
      {logoUrl ? (
        <img src={logoUrl} alt="" width={32} height={32} className="size-8 shrink-0" />
      ) : null}
      <span>{name}</span>
    </span>
  );
}

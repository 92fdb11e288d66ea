import { type Partner, partnerThemeDeclarations } from "@wayfare/domain";
import { useRouteLoaderData } from "react-router";
import { SITE_NAME } from "./page-title";

/** The brand a page is shown in: the base brand's, or the white-label partner's of its host. */
export interface Brand {
  name: string;
  logoUrl: string | null;
  /** The partner's theme tokens as CSS custom properties; empty for the base brand. */
  themeDeclarations: string;
}

export const BASE_BRAND: Brand = { name: SITE_NAME, logoUrl: null, themeDeclarations: "" };

export function brandOf(partner: Partner | null): Brand {
  if (!partner) return BASE_BRAND;
  return {
    name: partner.brandName,
    logoUrl: partner.logoUrl,
    themeDeclarations: partnerThemeDeclarations(partner.theme),
  };
}

/** The page's brand, from the root loader (the base brand on a page it did not load for). */
export function useBrand(): Brand {
  const root = useRouteLoaderData("root") as { brand?: Brand } | undefined;
  return root?.brand ?? BASE_BRAND;
}

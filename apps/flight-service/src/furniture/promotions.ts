import type {
  DocumentsPayload,
  NotificationsPayload,
  OffersPayload,
  PROMOTION_ZONE_TYPES,
} from "@wayfare/domain";

type ZoneType = (typeof PROMOTION_ZONE_TYPES)[number];

/** The demo CMS: offers, notifications and promotion banners (the offers config token). */
export const OFFERS: OffersPayload["offers"] = [
  {
    id: "OFF-DOM10",
    title: "10% off domestic flights",
    description: "Up to ₹1,000 off one-way and return domestic fares.",
    couponCode: "WAYDOM10",
    validTill: "2027-03-31",
  },
  {
    id: "OFF-INTL",
    title: "International fares from ₹9,999",
    description: "Gulf and South-East Asia from Indian hubs.",
    validTill: "2027-03-31",
  },
];

export const NOTIFICATIONS: NotificationsPayload["notifications"] = [
  {
    id: "N-2026-11-01",
    message: "Web check-in opens 48 hours before departure",
    receivedOn: "2026-11-01T04:30:00.000Z",
  },
  {
    id: "N-2026-10-15",
    message: "Carry a photo ID to the airport",
    receivedOn: "2026-10-15T04:30:00.000Z",
  },
];

export const PROMO_RULES: Record<
  ZoneType,
  DocumentsPayload["documents"][number]["data"]["promoRules"]
> = {
  HOME_BANNER: [
    {
      id: "PR-HOME-1",
      title: "Fly domestic for less",
      imageUrl: "/promotions/home-domestic.svg",
      linkUrl: "/flight",
    },
  ],
  SEARCH_RESULTS: [
    {
      id: "PR-RESULTS-1",
      title: "Add baggage at booking and save",
      imageUrl: "/promotions/results-baggage.svg",
      linkUrl: "/flight",
    },
  ],
  CONFIRMATION: [
    {
      id: "PR-CONFIRM-1",
      title: "Manage your trip in My Bookings",
      imageUrl: "/promotions/confirmation-bookings.svg",
      linkUrl: "/my-bookings",
    },
  ],
};

/** payload.documents[].data: one document per promotion zone, its promoRules grouped by it. */
export function promotionDocuments(zones: readonly ZoneType[]): DocumentsPayload {
  return {
    documents: zones.map((promotionZoneType) => ({
      key: "PROMOTIONS",
      data: { promotionZoneType, promoRules: PROMO_RULES[promotionZoneType] },
    })),
  };
}

import { z } from "zod";
import { NOTIFICATION_CHARACTER_LIMIT } from "../config/limits";
import { plainText } from "../text/plain-text";
import { requestBodySchema } from "./envelope";
import { walletBalancesSchema } from "./ledger";
import { userInfoSchema } from "./user-info";

/**
 * The portal's furniture calls of F§7: menus, footer, left navigation, flight config,
 * offers, notifications, promotion documents, error log and user dues. The spec gives
 * methods and paths; the shapes are decisions documented in the flight service README.
 */
export const MENUBAR_PATH = "/xms/v1/menubar/";
export const FOOTER_PATH = "/xms/v1/footer/";
export const LEFT_NAV_PATH = "/xms/v1/leftnav/";
export const FLIGHT_CONFIG_PATH = "/xms/v1/getFlightConfig";
export const OFFERS_PATH = "/xms/v1/fetch-offers";
export const NOTIFICATIONS_PATH = "/xms/v1/fetch-notifications";
export const DOCUMENTS_PATH = "/xms/v1/fetch-documents";
export const ERROR_LOG_PATH = "/xms/v1/error-log/";
export const USER_DUE_INFO_PATH = "/xms/v1/user-due-info";
/** Not in F§7: currentUser, menubar, footer and the header's balances in one call (decision 0074). */
export const PAGE_FRAME_PATH = "/xms/v1/page-frame/";

export const navLinkSchema = z.object({ key: z.string(), label: z.string(), href: z.string() });
export type NavLink = z.infer<typeof navLinkSchema>;

/** Menubar and footer: "payload has isB2C" (F§7). */
export const clientVariantRequestSchema = requestBodySchema(z.object({ isB2C: z.boolean() }));

export const menubarPayloadSchema = z.object({
  isB2C: z.boolean(),
  topMenu: z.array(navLinkSchema),
  userMenu: z.array(navLinkSchema),
  /** For a signed-in user: their unread notifications, and whether to nudge them to subscribe. */
  notifications: z.object({ unreadCount: z.int().min(0), nudge: z.boolean() }).optional(),
});
export type MenubarPayload = z.infer<typeof menubarPayloadSchema>;

/** "footer returns data and meta" (F§7). */
export const footerPayloadSchema = z.object({
  data: z.array(z.object({ title: z.string(), links: z.array(navLinkSchema) })),
  meta: z.object({ isB2C: z.boolean(), copyright: z.string() }),
});
export type FooterPayload = z.infer<typeof footerPayloadSchema>;

export const pageFrameRequestSchema = z.object({ isB2C: z.boolean() }).strict();

/**
 * What the frame of every page shows, for the holder of the session (a guest too): who they
 * are, the menus (a guest's are a visitor's), the footer, and for the agent group the deposit
 * and credit-line balances the header shows (J§6), else null.
 */
export const pageFramePayloadSchema = z.object({
  userInfo: userInfoSchema,
  menubar: menubarPayloadSchema,
  footer: footerPayloadSchema,
  balances: walletBalancesSchema.pick({ DEPOSIT: true, CREDIT_LINE: true }).nullable(),
});
export type PageFramePayload = z.infer<typeof pageFramePayloadSchema>;

export const leftNavPayloadSchema = z.object({ items: z.array(navLinkSchema) });
export type LeftNavPayload = z.infer<typeof leftNavPayloadSchema>;

export const flightConfigPayloadSchema = z.object({
  maxPassengers: z.int().positive(),
  multicityMaxLegs: z.int().positive(),
  tripTypes: z.array(z.string()),
  cabinClasses: z.array(z.string()),
  fareTypes: z.array(z.string()),
  currency: z.string(),
  searchPageConfigMaxAgeSeconds: z.int().nonnegative(),
});
export type FlightConfigPayload = z.infer<typeof flightConfigPayloadSchema>;

export const offerSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  couponCode: z.string().optional(),
  validTill: z.iso.date(),
});
export const offersPayloadSchema = z.object({ offers: z.array(offerSchema) });
export type OffersPayload = z.infer<typeof offersPayloadSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  message: z.string().max(NOTIFICATION_CHARACTER_LIMIT),
  receivedOn: z.iso.datetime(),
});
export const notificationsPayloadSchema = z.object({ notifications: z.array(notificationSchema) });
export type NotificationsPayload = z.infer<typeof notificationsPayloadSchema>;

/** CMS promotion config (F§3): promoRules grouped by promotionZoneType. */
export const PROMOTION_ZONE_TYPES = ["HOME_BANNER", "SEARCH_RESULTS", "CONFIRMATION"] as const;
export const promotionZoneTypeSchema = z.enum(PROMOTION_ZONE_TYPES);
export const promoRuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
});
export const documentsRequestSchema = requestBodySchema(
  z.object({ promotionZoneTypes: z.array(promotionZoneTypeSchema).max(10).optional() }),
);
export const promotionDocumentSchema = z.object({
  key: z.literal("PROMOTIONS"),
  data: z.object({
    promotionZoneType: promotionZoneTypeSchema,
    promoRules: z.array(promoRuleSchema),
  }),
});
export const documentsPayloadSchema = z.object({ documents: z.array(promotionDocumentSchema) });
export type DocumentsPayload = z.infer<typeof documentsPayloadSchema>;

/**
 * A client error report: every text bounded and plain (a stack keeps its line breaks and
 * tabs); the service redacts and truncates again.
 */
export const ERROR_LOG_LIMITS = { message: 500, stack: 4000, url: 500, code: 20 } as const;
export const errorLogRequestSchema = requestBodySchema(
  z.object({
    message: plainText().trim().min(1).max(ERROR_LOG_LIMITS.message),
    stack: plainText(undefined, { multiLine: true }).max(ERROR_LOG_LIMITS.stack).optional(),
    url: plainText().max(ERROR_LOG_LIMITS.url).optional(),
    errCode: plainText().max(ERROR_LOG_LIMITS.code).optional(),
  }),
);
export type ErrorLogRequest = z.infer<typeof errorLogRequestSchema>["data"];
export const errorLoggedPayloadSchema = z.object({ logged: z.literal(true) });

/**
 * User dues (the token's ds, F§3): what an agent owes on the credit line (spent on
 * bookings less refunds; a deposit is prepaid and owes nothing) and, as oldDueInfo, the
 * part spent before the current billing cycle.
 */
export const CREDIT_BILLING_CYCLE_DAYS = 15;
export const userDueInfoPayloadSchema = z.object({
  creditLine: z.object({
    limit: z.int(),
    due: z.int().nonnegative(),
    available: z.int(),
  }),
  deposit: z.object({ balance: z.int(), due: z.literal(0) }),
  totalDue: z.int().nonnegative(),
  oldDueInfo: z.object({ amount: z.int().nonnegative(), before: z.iso.datetime() }),
});
export type UserDueInfoPayload = z.infer<typeof userDueInfoPayloadSchema>;

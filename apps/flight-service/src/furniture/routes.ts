import {
  ASSIGNED_POLICIES_PATH,
  DOCUMENTS_PATH,
  ERROR_LOG_PATH,
  FLIGHT_CONFIG_PATH,
  FOOTER_PATH,
  LEFT_NAV_PATH,
  MENUBAR_PATH,
  NOTIFICATIONS_PATH,
  OFFERS_PATH,
  SEND_TICKET_PATH,
  UPDATE_USER_PATH,
  USER_DUE_INFO_PATH,
  USER_PROFILE_PATH,
} from "@wayfare/domain";
import type { Hono } from "hono";
import type { ServiceContext } from "../context";
import { success } from "../http/envelope";
import { assignedPoliciesEndpoint } from "./assigned-policies-endpoint";
import { errorLogEndpoint } from "./error-log-endpoint";
import { FLIGHT_CONFIG } from "./flight-config";
import { footerEndpoint, leftNavEndpoint, menubarEndpoint } from "./navigation-endpoints";
import { documentsEndpoint, notificationsEndpoint, offersEndpoint } from "./promotions-endpoints";
import { sendTicketEndpoint } from "./send-ticket-endpoint";
import { updateUserEndpoint } from "./update-user-endpoint";
import { userDueInfoEndpoint } from "./user-due-info-endpoint";
import { userProfileEndpoint } from "./user-profile-endpoint";

/** The portal's furniture (F§7): profile, ticket delivery, policies, menus, config and dues. */
export function addFurnitureRoutes(app: Hono, ctx: ServiceContext): void {
  app.get(USER_PROFILE_PATH, (c) => userProfileEndpoint(ctx, c.req.raw));
  app.post(UPDATE_USER_PATH, (c) => updateUserEndpoint(ctx, c.req.raw));
  app.post(SEND_TICKET_PATH, (c) => sendTicketEndpoint(ctx, c.req.raw));
  app.post(ASSIGNED_POLICIES_PATH, (c) => assignedPoliciesEndpoint(ctx, c.req.raw));
  app.post(MENUBAR_PATH, (c) => menubarEndpoint(ctx, c.req.raw));
  app.post(FOOTER_PATH, (c) => footerEndpoint(ctx, c.req.raw));
  app.get(LEFT_NAV_PATH, (c) => leftNavEndpoint(ctx, c.req.raw));
  app.get(FLIGHT_CONFIG_PATH, () => success(FLIGHT_CONFIG));
  app.get(OFFERS_PATH, () => offersEndpoint());
  app.get(NOTIFICATIONS_PATH, () => notificationsEndpoint());
  app.post(DOCUMENTS_PATH, (c) => documentsEndpoint(c.req.raw));
  app.post(ERROR_LOG_PATH, (c) => errorLogEndpoint(ctx, c.req.raw));
  app.get(USER_DUE_INFO_PATH, (c) => userDueInfoEndpoint(ctx, c.req.raw));
}

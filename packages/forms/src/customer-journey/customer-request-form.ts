import { customerRequestDataSchema } from "@wayfare/domain";

/**
 * A traveller's request for one flight from a shared journey page (J§2 'Customer requests
 * page', decision 0072): the service's own schema, so its messages are the domain's. The
 * token comes from the page's URL, never from the form.
 */
export const customerRequestFormSchema = customerRequestDataSchema;

/** The agent's form that shares a booking's journey page. */
export const JOURNEY_SHARE_LABELS = {
  heading: "Share the journey page",
  intro:
    "Send your traveller a link to their journey page: your name, email, mobile and logo, their flights and travellers, and a form to ask you for a change. Sharing again replaces the link before it.",
  showPrice: "Show the price to the traveller",
  share: "Create link",
  link: "Link to send",
  revoke: "Stop sharing",
  revoked: "The link no longer opens the journey page.",
  notAllowed: "Only a signed-in agent can share a booking's journey page.",
} as const;

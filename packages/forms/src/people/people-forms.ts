import { ACCOUNT_STATUSES, newPersonSchema, userIdSchema } from "@wayfare/domain";
import { z } from "zod";

/**
 * The manage-user forms (issue 22, decision 0070), held to the rules the service checks them
 * with: a new account's name, email, mobile and role; and on an account's page, one of its
 * actions by `intent` (a new role, deactivate or reactivate, a reset link). Deactivating
 * posts `confirmed=yes` once the question is answered (ConfirmAction).
 */
export const newPersonFormSchema = newPersonSchema;

export const accountActionFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), role: newPersonSchema.shape.role }),
  z.object({
    intent: z.literal("status"),
    status: z.enum(ACCOUNT_STATUSES),
    confirmed: z.literal("yes").optional(),
  }),
  z.object({ intent: z.literal("reset-link") }),
  z.object({ intent: z.literal("link"), linkedTo: userIdSchema }),
  z.object({ intent: z.literal("unlink") }),
]);

/** The Linked accounts page's switch (decision 0080): the account to work in. */
export const linkedSwitchFormSchema = z.object({ userId: userIdSchema });

export const PEOPLE_FORM_LABELS = {
  heading: "People",
  search: "Search people",
  searchDescription: "Part of a name, an email, a mobile number or a user id.",
  searchSubmit: "Search",
  add: "Add a person",
  newHeading: "Add a person",
  newIntro: "They get an email with a link to set their password.",
  name: "Name",
  email: "Email",
  mobile: "Mobile",
  role: "Role",
  rolePlaceholder: "Choose a role",
  create: "Add and send the invitation",
  changeRole: "Change role",
  deactivate: "Deactivate",
  reactivate: "Reactivate",
  resetLink: "Send a password reset link",
  backToPeople: "Back to people",
  deactivateQuestion: (name: string) => `Deactivate ${name}?`,
  deactivateDescription:
    "Their sessions end at once: their next click takes them to the login page, and they cannot log in until reactivated.",
  deactivateConfirm: "Yes, deactivate",
  cancel: "Cancel",
} as const;

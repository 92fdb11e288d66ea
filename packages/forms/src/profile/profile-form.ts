import { updateUserRequestSchema } from "@wayfare/domain";

/**
 * My profile (J§2: full name, email, phone, save): the name, mobile and phone a user may
 * change, held to the rules the service checks them with (update-user). FormData-shaped.
 */
export const profileFormSchema = updateUserRequestSchema.shape.data.pick({
  name: true,
  mobile: true,
  phone: true,
});

export const PROFILE_FORM_LABELS = {
  heading: "My profile",
  name: "Full name",
  email: "Email",
  emailDescription: "You sign in with it; it cannot be changed here.",
  mobile: "Mobile",
  phone: "Phone (optional)",
  submit: "Save",
  saved: "Your profile is saved.",
  people: "Your staff and the accounts you manage",
  linkedAccounts: "Linked accounts",
} as const;

import { z } from "zod";
import { emailError } from "./email";
import { filledText } from "./form-text";
import { addPassengerIssues, type PassengerFieldIssue } from "./issues";
import { PASSENGER_MESSAGES } from "./messages";
import { INDIA_CALLING_CODE, mobileError } from "./mobile";
import { optionalFormText } from "./optional-form-text";

/**
 * The booking contact of J§3 (country code, mobile, email). Email and mobile are required:
 * the ticket is sent there. The mobile is checked against the chosen calling code, India
 * when none is chosen. The emergency contact is optional; its mobile, when given, is an
 * Indian one.
 */
type ContactField = "mobile" | "email" | "emergencyContactMobile";

export function contactIssues(values: {
  countryCode?: string | undefined;
  mobile?: string | undefined;
  email?: string | undefined;
  emergencyContactMobile?: string | undefined;
}): PassengerFieldIssue<ContactField>[] {
  const issues: PassengerFieldIssue<ContactField>[] = [];
  const mobile = mobileError(values.mobile, {
    callingCode: filledText(values.countryCode) ?? INDIA_CALLING_CODE,
  });
  if (mobile) issues.push({ field: "mobile", message: mobile });
  const email = emailError(values.email);
  if (email) issues.push({ field: "email", message: email });
  const emergency = mobileError(values.emergencyContactMobile, { required: false });
  if (emergency) issues.push({ field: "emergencyContactMobile", message: emergency });
  return issues;
}

export const passengerContactSchema = z
  .object({
    countryCode: optionalFormText().transform((code) => code ?? INDIA_CALLING_CODE),
    mobile: optionalFormText(PASSENGER_MESSAGES.mobileInvalid),
    email: optionalFormText(PASSENGER_MESSAGES.emailInvalid),
    destinationAddress: optionalFormText(),
    emergencyContactName: optionalFormText(),
    emergencyContactMobile: optionalFormText(PASSENGER_MESSAGES.mobileInvalid),
  })
  .superRefine((values, ctx) => addPassengerIssues(ctx, contactIssues(values)))
  .transform((values) => ({ ...values, mobile: values.mobile ?? "", email: values.email ?? "" }));

export type PassengerContact = z.output<typeof passengerContactSchema>;

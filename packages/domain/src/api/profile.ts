import { z } from "zod";
import { RESET_PASSWORD_MESSAGES } from "../auth/reset-password";
import { panNumberSchema } from "../passengers/pan";
import { noControlCharacters } from "../text/plain-text";
import { registerCallSchema, TEXT_LIMITS } from "./auth";
import { requestBodySchema } from "./envelope";
import { userInfoSchema } from "./user-info";

/** F§7 profile update; the profile read is the service's own (F§7 names no path for it). */
export const UPDATE_USER_PATH = "/xms/v1/update-user/";
export const USER_PROFILE_PATH = "/xms/v1/user-profile";

export const PROFILE_MESSAGES = {
  emailUnchangeable: "Email cannot be changed",
  panNameRequired: RESET_PASSWORD_MESSAGES.required("Name on PAN"),
} as const;

const register = registerCallSchema.shape;

/**
 * The fields a user may change, held to the register form's rules (name, mobile) and the
 * passenger step's PAN rule. The email is the sign-in name: sending one is refused.
 * Optional parts left out are cleared, so the request is the whole profile.
 */
export const updateUserRequestSchema = requestBodySchema(
  z.object({
    name: register.name,
    mobile: register.mobile,
    phone: register.phone,
    panInfo: z
      .object({
        number: panNumberSchema.pipe(z.string().max(TEXT_LIMITS.other)),
        panName: z
          .string({ error: PROFILE_MESSAGES.panNameRequired })
          .check(noControlCharacters())
          .trim()
          .min(1, PROFILE_MESSAGES.panNameRequired)
          .max(TEXT_LIMITS.name),
      })
      .optional(),
    addressInfo: register.addressInfo,
    email: z.never({ error: PROFILE_MESSAGES.emailUnchangeable }).optional(),
  }),
);
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>["data"];

export const userProfileSchema = z.object({
  phone: z.string().optional(),
  panInfo: z.object({ number: z.string(), panName: z.string() }).optional(),
  addressInfo: register.addressInfo,
});
export type UserProfileDetails = z.infer<typeof userProfileSchema>;

/** Answer of the profile read and of update-user: the userInfo and the stored profile. */
export const userProfilePayloadSchema = z.object({
  userInfo: userInfoSchema,
  profile: userProfileSchema,
});
export type UserProfilePayload = z.infer<typeof userProfilePayloadSchema>;
export type UserProfilePayloadInput = z.input<typeof userProfilePayloadSchema>;

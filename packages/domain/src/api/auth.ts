import { z } from "zod";
import { forgotPasswordFormSchema, forgotPasswordOtpRequestSchema } from "../auth/forgot-password";
import { LOGIN_MESSAGES, requiredText, usernameSchema } from "../auth/login";
import { internalOtpRequestSchema, otpLoginFormSchema } from "../auth/otp-login";
import { minimumPasswordSchema } from "../auth/password";
import { REGISTER_MESSAGES, registerRequestSchema } from "../auth/register";
import {
  RESET_PASSWORD_FIELD_LABELS,
  RESET_PASSWORD_MESSAGES,
  resetPasswordCheck,
} from "../auth/reset-password";
import { socialLoginRequestSchema } from "../auth/social-login";
import { CLIENT_MODES, registrationRole } from "../config/client";
import { PAYMENT_OTP_MAX_ATTEMPTS } from "../config/limits";
import { isValidEmail } from "../passengers/email";
import { isValidMobile } from "../passengers/mobile";
import { CONTROL_CHARACTER_MESSAGE, noControlCharacters, plainText } from "../text/plain-text";
import { userInfoPayloadSchema } from "./user-info";

/**
 * Requests and answers of the auth endpoints (F§3, F§7) as the service checks them: the
 * domain's form rules plus upper bounds on every text, so hostile input stops at the schema.
 */
export const OTP_LOGIN_PATH = "/internal/v1/login";
export const OAUTH_SIGN_IN_PATH = "/ums/v1/oauth-sign-in";
export const DEFAULT_TOKEN_PATH = "/ums/v1/default-token";

/** The spec's only OTP attempt limit (J§9, payment verification) applies to every OTP. */
export const OTP_MAX_ATTEMPTS = PAYMENT_OTP_MAX_ATTEMPTS;

export const TEXT_LIMITS = {
  email: 254,
  username: 254,
  requestId: 64,
  otp: 16,
  password: 128,
  name: 100,
  credential: 8192,
  other: 200,
} as const;

const requestIdSchema = requiredText(LOGIN_MESSAGES.invalidOtp).max(TEXT_LIMITS.requestId);
const bounded = (max: number) => plainText().max(max);

/** apiName "otp": the internal login OTP, or a fresh forgot-password OTP for a request. */
export const otpCallSchema = z.discriminatedUnion("type", [
  internalOtpRequestSchema.extend({
    email: z
      .string({ error: LOGIN_MESSAGES.selectEmail })
      .check(noControlCharacters(LOGIN_MESSAGES.selectEmail))
      .trim()
      .min(1, { error: LOGIN_MESSAGES.selectEmail, abort: true })
      .max(TEXT_LIMITS.email, { error: LOGIN_MESSAGES.selectEmail, abort: true })
      .refine(isValidEmail, LOGIN_MESSAGES.selectEmail),
    requestId: requestIdSchema,
  }),
  forgotPasswordOtpRequestSchema.extend({
    key: forgotPasswordFormSchema.shape.userName.pipe(z.string().max(TEXT_LIMITS.username)),
    requestId: requestIdSchema,
  }),
]);
export type OtpCall = z.infer<typeof otpCallSchema>;

/** The envelope's otpToken (F§3) and the payload of every answer that sent an OTP. */
export const otpTokenSchema = z.object({ key: z.string(), requestId: z.string() });
export const otpSentPayloadSchema = z.object({ requestId: z.string(), message: z.string() });
export type OtpSentPayload = z.infer<typeof otpSentPayloadSchema>;

/** POST /internal/v1/login: username, otp, otpRequestID. */
export const otpLoginCallSchema = otpLoginFormSchema.extend({
  username: usernameSchema.max(TEXT_LIMITS.username),
  otp: requiredText(LOGIN_MESSAGES.invalidOtp).max(TEXT_LIMITS.otp),
  otpRequestID: requestIdSchema,
});

/** The roles a person may give themselves by registering: AGENT (B2B), CUSTOMER (B2C). */
export const SELF_REGISTRATION_ROLES = [...new Set(CLIENT_MODES.map(registrationRole))];

/** apiName "register": the F§3 payload held to the register form's rules. */
export const registerCallSchema = registerRequestSchema.extend({
  email: z
    .string({ error: REGISTER_MESSAGES.emptyEmail })
    .check(noControlCharacters(REGISTER_MESSAGES.invalidEmail))
    .trim()
    .min(1, { error: REGISTER_MESSAGES.emptyEmail, abort: true })
    .max(TEXT_LIMITS.email, REGISTER_MESSAGES.invalidEmail)
    .refine(isValidEmail, REGISTER_MESSAGES.invalidEmail)
    .transform((email) => email.toLowerCase()),
  password: minimumPasswordSchema.max(TEXT_LIMITS.password),
  mobile: z
    .string({ error: REGISTER_MESSAGES.invalidMobile })
    .check(noControlCharacters(REGISTER_MESSAGES.invalidMobile))
    .trim()
    .refine((mobile) => isValidMobile(mobile), REGISTER_MESSAGES.invalidMobile),
  name: requiredText(REGISTER_MESSAGES.companyNameRequired, CONTROL_CHARACTER_MESSAGE).max(
    TEXT_LIMITS.name,
  ),
  role: z.enum(SELF_REGISTRATION_ROLES as [string, ...string[]]),
  phone: bounded(TEXT_LIMITS.other).optional(),
  panInfo: z
    .object({ number: bounded(TEXT_LIMITS.other), panName: bounded(TEXT_LIMITS.name) })
    .optional(),
  addressInfo: z
    .object({
      address: bounded(TEXT_LIMITS.other),
      pincode: bounded(TEXT_LIMITS.other),
      cityInfo: z.object({
        name: bounded(TEXT_LIMITS.other),
        state: bounded(TEXT_LIMITS.other),
        country: bounded(TEXT_LIMITS.other),
      }),
    })
    .optional(),
});
export type RegisterCall = z.infer<typeof registerCallSchema>;
export const registeredPayloadSchema = z.object({ userId: z.string(), role: z.string() });

/** apiName "forget": userName, a valid email or mobile. */
export const forgetCallSchema = z.object({
  userName: forgotPasswordFormSchema.shape.userName.pipe(z.string().max(TEXT_LIMITS.username)),
});

/**
 * apiName "reset": userName, requestId, then otp, newPassword and reTypePassword checked
 * in the F§5 order, one message at a time.
 */
export const resetCallSchema = z
  .object({
    userName: usernameSchema.max(TEXT_LIMITS.username),
    requestId: requestIdSchema,
    otp: plainText(LOGIN_MESSAGES.invalidOtp).max(TEXT_LIMITS.otp).optional(),
    newPassword: plainText(RESET_PASSWORD_MESSAGES.pattern(RESET_PASSWORD_FIELD_LABELS.newPassword))
      .max(TEXT_LIMITS.password)
      .optional(),
    reTypePassword: bounded(TEXT_LIMITS.password).optional(),
  })
  .transform(({ userName, requestId, ...form }, ctx) => {
    const checked = resetPasswordCheck(form);
    if (checked.ok) return { userName, requestId, ...checked.value };
    ctx.issues.push({
      code: "custom",
      message: checked.problem.message,
      path: [checked.problem.field],
      input: form,
    });
    return z.NEVER;
  });
export type ResetCall = z.infer<typeof resetCallSchema>;
export const passwordResetPayloadSchema = z.object({ passwordReset: z.literal(true) });

/** POST /ums/v1/oauth-sign-in: provider and authResponse.credential (a Google ID token). */
export const oauthSignInCallSchema = socialLoginRequestSchema.extend({
  authResponse: z.object({ credential: plainText().min(1).max(TEXT_LIMITS.credential) }),
});

/** apiName "logout": the same answer with or without a live token. */
export const loggedOutPayloadSchema = z.object({ loggedOut: z.literal(true) });

/** Login, OTP login, Google sign-in and the guest token all answer the userInfo payload. */
export const sessionPayloadSchema = userInfoPayloadSchema;

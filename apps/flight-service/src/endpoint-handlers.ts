import { balance } from "./api/balance";
import { currentUser } from "./api/current-user";
import { defaultToken } from "./api/default-token";
import { forget } from "./api/forget";
import { login } from "./api/login";
import { logout } from "./api/logout";
import { oauthSignIn } from "./api/oauth-sign-in";
import { otp } from "./api/otp";
import { otpLogin } from "./api/otp-login";
import { register } from "./api/register";
import { reset } from "./api/reset";
import type { ServiceContext } from "./context";
import type { EndpointHandlers } from "./http/register-endpoints";

/** The handler of each entry of the endpoint table. */
export function endpointHandlers(ctx: ServiceContext): Partial<EndpointHandlers> {
  return {
    login,
    logout,
    currentUser,
    otp,
    register,
    forget,
    reset,
    balance,
    otpLogin,
    oauthSignIn: oauthSignIn(ctx),
    defaultToken,
  };
}

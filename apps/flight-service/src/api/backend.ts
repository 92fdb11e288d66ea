import { backendCallSchema, requestBodySchema } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import { authenticated } from "../http/authenticate";
import { clientAddress } from "../http/client-address";
import { catalogueFailure } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { balance } from "./balance";
import { currentUser } from "./current-user";
import { forget } from "./forget";
import { login } from "./login";
import { logout } from "./logout";
import { otp } from "./otp";
import { register } from "./register";
import { reset } from "./reset";

const bodySchema = requestBodySchema(backendCallSchema);

/** POST /xms/v1/backend: the generic gateway, dispatching on the payload's apiName (F§7). */
export async function backend(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(bodySchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const { apiName, ...data } = parsed.value.data;
  switch (apiName) {
    case "login":
      return login(ctx, data, clientAddress(request));
    case "currentUser":
      return authenticated(ctx, request, (subject) => currentUser(ctx, subject));
    case "otp":
      return otp(ctx, data);
    case "register":
      return register(ctx, data);
    case "forget":
      return forget(ctx, data);
    case "reset":
      return reset(ctx, data);
    case "balance":
      return authenticated(ctx, request, (subject) => balance(ctx, subject));
    case "logout":
      return logout(ctx, request);
    default:
      return catalogueFailure(404, "404");
  }
}

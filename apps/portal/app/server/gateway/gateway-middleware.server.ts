import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { partnerForHost, serviceClientFor } from "../service.server";
import { clearToken, storeToken } from "../session.server";
import { globalErrorCookie } from "./global-error.server";
import {
  createServiceGateway,
  type ServiceGateway,
  type TokenOutcome,
} from "./service-gateway.server";

const serviceGatewayContext = createContext<ServiceGateway>();
const responseCookiesContext = createContext<string[]>();

/** The request's service gateway, for loaders, actions and the server modules they call. */
export function serviceOf(context: Readonly<RouterContextProvider>): ServiceGateway {
  return context.get(serviceGatewayContext);
}

/** A cookie of the page's own (recent searches) for the response, beside the session's. */
export function addResponseCookie(context: Readonly<RouterContextProvider>, cookie: string) {
  context.get(responseCookiesContext).push(cookie);
}

function sessionCookies({ token, ended, persistedError }: TokenOutcome): string[] {
  const cookies: string[] = [];
  if (ended) cookies.push(clearToken());
  else if (token) cookies.push(storeToken(token));
  if (persistedError !== undefined) cookies.push(globalErrorCookie(persistedError));
  return cookies;
}

/**
 * Puts the service gateway in the context of every route's loaders and actions, for the
 * brand of the request's host: a partner's pages call the service with its white-label key
 * (decision 0078). Once they are done, the session's one Set-Cookie (the newest token, or the cleared cookie) and any
 * page cookie go on the response, a redirect or an error page included.
 */
export const serviceGateway: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const partner = await partnerForHost(new URL(request.url).host);
  const gateway = createServiceGateway(request, await serviceClientFor(partner), partner);
  const pageCookies: string[] = [];
  context.set(serviceGatewayContext, gateway);
  context.set(responseCookiesContext, pageCookies);
  const response = await next();
  for (const cookie of [...sessionCookies(gateway.outcome()), ...pageCookies]) {
    response.headers.append("set-cookie", cookie);
  }
  return response;
};

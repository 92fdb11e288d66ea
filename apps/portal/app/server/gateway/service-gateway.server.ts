import {
  type ApiError,
  catalogueError,
  type Endpoint,
  type EndpointAnswer,
  type EndpointRequest,
  endpoints,
  type PageFramePayload,
  type Partner,
  parseConfigTokensHeader,
  readTokenClaims,
  routeErrors,
  type TokenClaims,
  type UserInfo,
} from "@wayfare/domain";
import { data, redirect } from "react-router";
import { callContext } from "../call-context.server";
import { isLocalPath } from "../local-path.server";
import type { ServiceClient, ServiceResult } from "../service-client.server";
import { readToken, SESSION_ENDED_PATH, sessionStartPath } from "../session.server";

/** A call's outcome as a page uses it: F§8's handling classes already applied. */
export type GatewayAnswer<Payload> =
  | { ok: true; payload: Payload }
  | {
      ok: false;
      httpStatus: number;
      /** What the page shows (a toast, an error page); hidden codes are never here. */
      errors: ApiError[];
      /** Errors that belong on the PAN field (8077–8081). */
      panErrors: ApiError[];
      /** A reissue code sends the user to the reissue or no-show flow. */
      flow?: "reissue" | "no-show";
    };

export type Session =
  | { kind: "anonymous" }
  | { kind: "guest"; userId: string }
  | { kind: "signed-in"; user: UserInfo }
  | { kind: "expired" };

/** What the response must set once the request is done: see `gatewayCookies`. */
export interface TokenOutcome {
  /** The newest token, when it differs from the cookie's. */
  token?: string;
  /** The session ended: the cookie goes. */
  ended: boolean;
  /** A code to keep as the global error (1088), until the user removes it. */
  persistedError?: string;
}

/**
 * The portal's one way to the service, made per request by the gateway middleware. It
 * sends the cookie's token, keeps whatever token the service answers with, ends the session
 * on a 403, follows a `redirection-url` of ours, checks the payload against the endpoint's
 * answer schema and sorts errors by F§8's classes. Routes never see a token or a cookie.
 */
export interface ServiceGateway {
  /** The white-label partner whose host the request came to; null for the base brand. */
  readonly partner: Partner | null;
  /** As the session's user (a guest too); without a session the visitor starts one. */
  call<E extends Endpoint>(
    endpoint: E,
    data: EndpointRequest<E>,
  ): Promise<GatewayAnswer<EndpointAnswer<E>>>;
  /** Without a token (login, register, a guest token); a token answered becomes the session. */
  callAnonymously<E extends Endpoint>(
    endpoint: E,
    data: EndpointRequest<E>,
  ): Promise<GatewayAnswer<EndpointAnswer<E>>>;
  /**
   * As the session's user, for the one call whose answer is another user's token on purpose:
   * the switch to a linked account (decision 0080). F§4's session check, which takes any
   * other user's token as Access Denied, is not applied to it; the token becomes the session.
   */
  switchUser<E extends Endpoint>(
    endpoint: E,
    data: EndpointRequest<E>,
  ): Promise<GatewayAnswer<EndpointAnswer<E>>>;
  /** Who holds the session, as the service says; asked once per request. */
  session(): Promise<Session>;
  /**
   * The session and the frame of its pages (menus, footer, header balances) in one call
   * (decision 0074). A layout asks first thing in its loader: its pages' loaders, which start
   * after it, then wait for that call instead of asking session() with one of their own.
   * The frame is null without a session, or when the service cannot give it.
   */
  sessionWithFrame(isB2C: boolean): Promise<{ session: Session; frame: PageFramePayload | null }>;
  /** The signed-in user, verified by the service; undefined for guests and visitors. */
  signedInUser(): Promise<UserInfo | undefined>;
  /**
   * The caller's feature toggles, from the latest answer's ui_conf header (decision 0083);
   * none before the first answer.
   */
  featureToggles(): Record<string, string[]>;
  /** The claims of the newest token (after a login: the new user's). */
  tokenClaims(): TokenClaims | null;
  /** The token this request arrived with, when it is a guest's (to hand a review over). */
  arrivingGuestToken(): string | undefined;
  /** Logout and the session-ended page: the cookie is cleared. */
  endSession(): void;
  /** Removes the persisted global error. */
  dismissPersistedError(): void;
  outcome(): TokenOutcome;
}

function answerOf<Payload>(result: ServiceResult<Payload>): GatewayAnswer<Payload> {
  if (result.ok) return { ok: true, payload: result.payload };
  const routed = routeErrors(result.errors);
  return {
    ok: false,
    httpStatus: result.httpStatus,
    errors: routed.shown,
    panErrors: routed.panField,
    flow: routed.flow,
  };
}

export function createServiceGateway(
  request: Request,
  client: ServiceClient,
  partner: Partner | null = null,
): ServiceGateway {
  const arriving = readToken(request);
  const visitor = callContext(request);
  let token = arriving;
  let ended = false;
  let persistedError: string | undefined;
  let session: Promise<Session> | undefined;
  let features: Record<string, string[]> = {};

  async function send<E extends Endpoint>(
    endpoint: E,
    body: EndpointRequest<E>,
    asToken: string | undefined,
    checkSessionUser = true,
  ): Promise<GatewayAnswer<EndpointAnswer<E>>> {
    const payload = endpoint.apiName ? { apiName: endpoint.apiName, ...(body as object) } : body;
    const result = await client.call<unknown>(
      endpoint.method,
      endpoint.path,
      endpoint.method === "POST" ? payload : undefined,
      {
        ...visitor,
        token: asToken,
        currentUserId:
          asToken && checkSessionUser ? readTokenClaims(asToken)?.subject.userId : undefined,
      },
    );
    if (result.token && (asToken || result.ok)) token = result.token;
    const conf = result.configTokens ? parseConfigTokensHeader(result.configTokens) : {};
    if (conf.features) features = conf.features;
    if (!result.ok) {
      const persisted = routeErrors(result.errors).persisted[0];
      if (persisted) persistedError = persisted.errCode;
    }
    // F§7: a `redirection-url` header sends the page there, if it is one of ours.
    if (isLocalPath(result.redirectTo)) throw redirect(result.redirectTo);
    if (!result.ok) return answerOf(result);
    const parsed = endpoint.answer.safeParse(result.payload);
    if (!parsed.success) return answerOf({ ...result, ok: false, errors: [catalogueError("502")] });
    return { ok: true, payload: parsed.data as EndpointAnswer<E> };
  }

  function sessionOf(answer: GatewayAnswer<{ userInfo: UserInfo }>): Session {
    if (!answer.ok && answer.httpStatus === 403) {
      ended = true;
      return { kind: "expired" };
    }
    if (!answer.ok) throw data({ errors: answer.errors }, { status: 502 });
    const user = answer.payload.userInfo;
    return user.role === "GUEST"
      ? { kind: "guest", userId: user.userId }
      : { kind: "signed-in", user };
  }

  async function askWhoIsSignedIn(): Promise<Session> {
    if (!token) return { kind: "anonymous" };
    return sessionOf(await send(endpoints.currentUser, {}, token));
  }

  function currentSession(): Promise<Session> {
    session ??= askWhoIsSignedIn();
    return session;
  }

  async function askFrame(isB2C: boolean): Promise<PageFramePayload | null> {
    const answer = await send(endpoints.pageFrame, { isB2C }, token);
    return answer.ok ? answer.payload : null;
  }

  async function sessionWithFrame(isB2C: boolean) {
    if (session || !token) {
      const current = await currentSession();
      const hasUser = current.kind === "signed-in" || current.kind === "guest";
      return { session: current, frame: hasUser ? await askFrame(isB2C) : null };
    }
    const framed = send(endpoints.pageFrame, { isB2C }, token);
    session = framed.then(sessionOf);
    const [current, answer] = await Promise.all([session, framed]);
    return { session: current, frame: answer.ok ? answer.payload : null };
  }

  async function callAsSessionUser<E extends Endpoint>(
    endpoint: E,
    body: EndpointRequest<E>,
    checkSessionUser: boolean,
  ): Promise<GatewayAnswer<EndpointAnswer<E>>> {
    if (!token) throw redirect(sessionStartPath(new URL(request.url)));
    const answer = await send(endpoint, body, token, checkSessionUser);
    if (!answer.ok && answer.httpStatus === 403) {
      ended = true;
      throw redirect(SESSION_ENDED_PATH);
    }
    return answer;
  }

  return {
    partner,
    call: (endpoint, body) => callAsSessionUser(endpoint, body, true),
    switchUser: (endpoint, body) => callAsSessionUser(endpoint, body, false),
    callAnonymously: (endpoint, body) => send(endpoint, body, undefined),
    session: currentSession,
    sessionWithFrame,
    async signedInUser() {
      const current = await currentSession();
      return current.kind === "signed-in" ? current.user : undefined;
    },
    featureToggles: () => features,
    tokenClaims: () => (token ? readTokenClaims(token) : null),
    arrivingGuestToken: () =>
      arriving && readTokenClaims(arriving)?.subject.role === "GUEST" ? arriving : undefined,
    endSession() {
      ended = true;
    },
    dismissPersistedError() {
      persistedError = "";
    },
    outcome: () => ({
      token: token !== arriving ? token : undefined,
      ended,
      persistedError,
    }),
  };
}

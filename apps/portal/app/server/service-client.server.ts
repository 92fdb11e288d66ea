import {
  ACCESS_DENIED_MESSAGE,
  type ApiError,
  catalogueError,
  envelopeSchema,
  errorForFailedCall,
  isErrorCode,
  isForeignSessionToken,
  isUsableResponseBody,
  REQUEST_HEADERS,
  RESPONSE_HEADERS,
} from "@wayfare/domain";

/**
 * The service client of foundations.md §7: headers, the `data` wrapper, the response
 * envelope, token rotation, redirection-url, and the 502/001/100 mapping. It takes any
 * `fetch`: the embedded service's in-process one, or the global fetch to SERVICE_URL.
 */
export interface ServiceClientOptions {
  fetch: (request: Request) => Promise<Response>;
  baseUrl: string;
  channelType: "B2B" | "B2C";
  environment: string;
  whiteLabelKey?: string;
  /** Whether the network is up; a server always thinks so, a browser asks navigator. */
  isOnline?: () => boolean;
  /** Every answer's ui_conf header, for the config caches (F§7). */
  onConfigTokens?: (header: string) => void;
}

export interface CallContext {
  token?: string;
  /** The user of `token`, for the session check of F§4. */
  currentUserId?: string;
  browser?: string;
  clientAddress?: string;
}

interface Answer {
  /** The rotated token from the authorization header, when the service sent one. */
  token?: string;
  redirectTo?: string;
  configTokens?: string;
  httpStatus: number;
}

export type ServiceResult<Payload> =
  | (Answer & { ok: true; payload: Payload })
  | (Answer & { ok: false; errors: ApiError[] });

export type ServiceClient = ReturnType<typeof createServiceClient>;

/** Keeps the service's message; a known code without one gets its catalogue text. */
function normaliseErrors(errors: ApiError[]): ApiError[] {
  if (errors.length === 0) return [catalogueError("100")];
  return errors.map(({ errCode, message }) =>
    message ? { errCode, message } : catalogueError(isErrorCode(errCode) ? errCode : "100"),
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createServiceClient(options: ServiceClientOptions) {
  const online = () => options.isOnline?.() ?? true;

  function headersFor(context: CallContext): Headers {
    const headers = new Headers({
      "content-type": "application/json",
      [REQUEST_HEADERS.channelType]: options.channelType,
      [REQUEST_HEADERS.environment]: options.environment,
    });
    if (context.token) headers.set(REQUEST_HEADERS.authorization, `Bearer ${context.token}`);
    if (context.browser) headers.set(REQUEST_HEADERS.browser, context.browser);
    if (context.clientAddress) headers.set(REQUEST_HEADERS.clientAddress, context.clientAddress);
    if (options.whiteLabelKey) headers.set(REQUEST_HEADERS.whiteLabelKey, options.whiteLabelKey);
    return headers;
  }

  async function call<Payload>(
    method: "GET" | "POST",
    path: string,
    data: unknown,
    context: CallContext = {},
  ): Promise<ServiceResult<Payload>> {
    const request = new Request(new URL(path, options.baseUrl), {
      method,
      headers: headersFor(context),
      body: method === "POST" ? JSON.stringify({ data }) : undefined,
    });

    let response: Response;
    let text: string;
    try {
      response = await options.fetch(request);
      text = await response.text();
    } catch {
      const error = errorForFailedCall({ kind: "exception", online: online() });
      return { ok: false, httpStatus: 0, errors: [error] };
    }
    const body = parseJson(text);

    const answer: Answer = {
      httpStatus: response.status,
      token: response.headers.get(RESPONSE_HEADERS.authorization) ?? undefined,
      redirectTo: response.headers.get(RESPONSE_HEADERS.redirectionUrl) ?? undefined,
      configTokens: response.headers.get(RESPONSE_HEADERS.configTokens) ?? undefined,
    };
    if (answer.configTokens) options.onConfigTokens?.(answer.configTokens);
    const envelope = isUsableResponseBody(body) ? envelopeSchema.safeParse(body) : undefined;
    if (!envelope?.success) {
      const error = errorForFailedCall({ kind: "empty-response", online: online() });
      return { ...answer, ok: false, errors: [error] };
    }

    const consumer = options.channelType === "B2C";
    if (answer.token && isForeignSessionToken(context.currentUserId, answer.token, consumer)) {
      return {
        ...answer,
        token: undefined,
        httpStatus: 403,
        ok: false,
        errors: [{ errCode: "403", message: ACCESS_DENIED_MESSAGE }],
      };
    }

    const { status, errors, payload } = envelope.data;
    if (!status.success) {
      return {
        ...answer,
        httpStatus: status.httpStatus,
        ok: false,
        errors: normaliseErrors(errors),
      };
    }
    return { ...answer, ok: true, payload: payload as Payload };
  }

  return { call };
}

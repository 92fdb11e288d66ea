import type { ApiError, Envelope } from "@wayfare/domain";

type ResponseHeaders = Record<string, string>;

export function success<Payload>(
  payload: Payload,
  extra: Record<string, unknown> = {},
  headers: ResponseHeaders = {},
): Response {
  const body: Envelope<Payload> & Record<string, unknown> = {
    status: { success: true, httpStatus: 200 },
    errors: [],
    payload,
    ...extra,
  };
  return Response.json(body, { status: 200, headers });
}

export function failure(httpStatus: number, errors: ApiError[]): Response {
  const body: Envelope = { status: { success: false, httpStatus }, errors };
  return Response.json(body, { status: httpStatus });
}

/**
 * A success that says more than its payload: response headers (a rotated token, caching)
 * or fields beside the payload in the envelope (F§3's userInfo and otpToken).
 */
export class Reply<Payload> {
  constructor(
    readonly payload: Payload,
    readonly headers: Record<string, string> = {},
    readonly envelope: Record<string, unknown> = {},
  ) {}
}

export function reply<Payload>(
  payload: Payload,
  { headers, envelope }: { headers?: Record<string, string>; envelope?: Record<string, unknown> },
): Reply<Payload> {
  return new Reply(payload, headers, envelope);
}

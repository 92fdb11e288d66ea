import type { Sample } from "./endpoint-samples";
import { controlCharacterVariants, type Json } from "./json-faults";
import type { Endpoint } from "./registered-endpoints";

export interface SpoiltSample {
  /** The text that holds a control character; "" for the sample as it is. */
  spoilt: string;
  request: Request;
}

/**
 * An endpoint's sample as it is, then with each of its texts spoilt in turn (a NUL after
 * it, then a tab before it); sent without a token.
 */
export function spoiltSamples(endpoint: Endpoint, sample: Sample): SpoiltSample[] {
  const data = sample.data as Json | undefined;
  const request = (body: Json | undefined) =>
    new Request(`http://service.test${endpoint.path}`, {
      method: endpoint.method,
      ...(body === undefined
        ? {}
        : {
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ data: body }),
          }),
    });
  return [
    { spoilt: "", request: request(data) },
    ...(data === undefined ? [] : controlCharacterVariants(data)).map((variant) => ({
      spoilt: variant.path,
      request: request(variant.data),
    })),
  ];
}

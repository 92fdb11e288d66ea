import type { Sample } from "./endpoint-samples";
import { controlCharacterVariants, type Json } from "./json-faults";
import type { Endpoint } from "./registered-endpoints";

export interface SpoiltSample {
  /** The text that holds a control character ("?name" for a query parameter); "" for the sample as it is. */
  spoilt: string;
  request: Request;
}

/**
 * An endpoint's sample as it is, then with each of its texts spoilt in turn (a NUL after
 * it, then a tab before it), body and query alike; sent without a token.
 */
export function spoiltSamples(endpoint: Endpoint, sample: Sample): SpoiltSample[] {
  const query = sample.query ?? {};
  const data = sample.data as Json | undefined;
  const request = (params: Record<string, string>, body: Json | undefined) =>
    new Request(`http://service.test${endpoint.path}?${new URLSearchParams(params)}`, {
      method: endpoint.method,
      ...(body === undefined
        ? {}
        : {
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ data: body }),
          }),
    });
  return [
    { spoilt: "", request: request(query, data) },
    ...(data === undefined ? [] : controlCharacterVariants(data)).map((variant) => ({
      spoilt: variant.path,
      request: request(query, variant.data),
    })),
    ...Object.entries(query).flatMap(([name, value]) =>
      [`${value}\u0000`, `\t${value}`].map((spoilt) => ({
        spoilt: `?${name}`,
        request: request({ ...query, [name]: spoilt }, data),
      })),
    ),
  ];
}

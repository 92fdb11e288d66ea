import type { z } from "zod";
import type { BackendApiName } from "./envelope";

/**
 * One call of the service (F§7, J§): its method and path, the `data` it takes and the
 * payload it answers. The portal calls `service.call(endpoint, data)`; the service registers
 * a handler per endpoint. A call through the generic gateway (POST /xms/v1/backend) names
 * its `apiName`, which travels in the data beside the fields `request` describes.
 */
export interface Endpoint<
  Request extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly apiName?: BackendApiName;
  /** The request body's `data` (a GET sends none: `z.object({})`). */
  readonly request: Request;
  /** The envelope's `payload` when the call succeeds. */
  readonly answer: Answer;
}

export function endpoint<Request extends z.ZodType, Answer extends z.ZodType>(
  definition: Endpoint<Request, Answer>,
): Endpoint<Request, Answer> {
  return definition;
}

export type EndpointRequest<E extends Endpoint> = z.input<E["request"]>;
export type EndpointAnswer<E extends Endpoint> = z.output<E["answer"]>;

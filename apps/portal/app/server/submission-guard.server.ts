import {
  brokenBody,
  formFieldsRefusal,
  formTypeOf,
  type SubmissionRefusal,
  sizeLimitOf,
  unsupportedBody,
} from "@wayfare/forms";

/** A body's bytes, read chunk by chunk and dropped at the limit: a huge post is never held. */
async function bytesWithin(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: a copy's cancel settles only once the request itself is cancelled too.
      void reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
}

/**
 * Why this request's body is refused before any action parses it, or undefined: a body
 * that is not a form (415), a form over its size (413), one that does not parse or whose
 * fields no form of ours has (400; packages/forms' SUBMISSION_LIMITS). Read from a copy, so
 * the action still reads the request itself.
 */
export async function submissionRefusal(request: Request): Promise<SubmissionRefusal | undefined> {
  if (!request.body || request.method === "GET" || request.method === "HEAD") return undefined;
  const contentType = request.headers.get("content-type");
  const type = formTypeOf(contentType);
  // Anything but a form may only be empty, as a bare POST of a button without fields is.
  const { maxBytes, refusal } = type
    ? sizeLimitOf(type)
    : { maxBytes: 0, refusal: unsupportedBody };
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return refusal;
  const bytes = await bytesWithin(request.clone().body as ReadableStream<Uint8Array>, maxBytes);
  if (!bytes) return refusal;
  if (!type) return undefined;
  try {
    const form = await new Response(bytes, {
      headers: { "content-type": contentType ?? "" },
    }).formData();
    return formFieldsRefusal(form.entries());
  } catch {
    return brokenBody;
  }
}

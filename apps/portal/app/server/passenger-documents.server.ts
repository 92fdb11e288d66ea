import {
  DOCUMENT_TYPE_MESSAGE,
  documentPairIssues,
  documentUploadError,
  endpoints,
  isDocumentType,
} from "@wayfare/domain";
import type { ServiceGateway } from "./gateway/service-gateway.server";

type FieldErrors = Record<string, string[]>;

const fieldName = (index: number, field: string) => `passengers[${index}].${field}`;

async function uploadOne(
  service: ServiceGateway,
  bookingId: string,
  passengerIndex: number,
  file: File,
): Promise<string | undefined> {
  const tooBig = documentUploadError(file, { mandatory: true });
  if (tooBig) return tooBig;
  if (!isDocumentType(file.type)) return DOCUMENT_TYPE_MESSAGE;
  const uploaded = await service.call(endpoints.documentUpload, {
    bookingId,
    passengerIndex,
    name: file.name.slice(0, 120) || "document",
    contentType: file.type,
    content: Buffer.from(await file.arrayBuffer()).toString("base64"),
  });
  return uploaded.ok ? undefined : uploaded.errors[0]?.message;
}

/**
 * Each corporate passenger's document (J§5): its id and its file together, the file checked
 * here as the service checks it again, then handed to the service before the booking is
 * made (which refuses an id without its file). Answers the fields' messages, by name.
 */
export async function uploadPassengerDocuments(
  service: ServiceGateway,
  bookingId: string,
  formData: FormData,
  passengers: readonly { documentId?: string | undefined }[],
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [index, passenger] of passengers.entries()) {
    const posted = formData.get(fieldName(index, "document"));
    const file = posted instanceof File && posted.size > 0 ? posted : undefined;
    const issues = documentPairIssues(passenger.documentId, file !== undefined);
    for (const issue of issues) errors[fieldName(index, issue.field)] = [issue.message];
    if (!file || issues.length > 0) continue;
    const refused = await uploadOne(service, bookingId, index, file);
    if (refused) errors[fieldName(index, "document")] = [refused];
  }
  return errors;
}

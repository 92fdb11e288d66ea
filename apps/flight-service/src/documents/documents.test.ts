import {
  bookingPayloadSchema,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOAD_PATH,
  documentPayloadSchema,
  PASSENGER_DOCUMENT_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booked, loggedInLike } from "../after-booking/after-booking-testing";
import {
  adult,
  bookCall,
  bookingCall,
  detailsCall,
  payCall,
  publishedPrice,
  reviewCall,
} from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest({ devEndpoints: true });
});
afterAll(() => service.close());

const newAccount = (like: string, password: string, partnerId?: string) =>
  loggedInLike(service, like, password, partnerId);

/** An employee's booking: their own email and mobile, and a reason for a dearer fare. */
const asEmployee = {
  policyReason: { code: "MEETING_SCHEDULE" },
  passengers: [{ ...adult("Asha"), email: "asha@acme.test", mobile: "9876543210" }],
};

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");

const upload = (token: string, bookingId: string, data: Record<string, unknown> = {}) =>
  bookingCall(
    service,
    DOCUMENT_UPLOAD_PATH,
    {
      bookingId,
      passengerIndex: 0,
      name: "passport.pdf",
      contentType: "application/pdf",
      content: PDF.toString("base64"),
      ...data,
    },
    token,
  );

const fetchDocument = (token: string, bookingId: string) =>
  bookingCall(service, PASSENGER_DOCUMENT_PATH, { bookingId, passengerIndex: 0 }, token);

describe("a corporate passenger's document (J§5)", () => {
  it("is kept for the booking's viewers: the employee and the company's travel desk, nobody else", async () => {
    const employee = await newAccount("employee@acme.test", "Employee@123");
    const desk = await newAccount("traveldesk@acme.test", "Traveldesk@123", employee.partnerId);
    const stranger = await newAccount("agent@wayfare.test", "Agent@123");
    const { booking } = await booked(service, employee.token, asEmployee);
    const { bookingId } = booking;

    const uploaded = await upload(employee.token, bookingId);
    expect(uploaded.response.status).toBe(200);
    expect(uploaded.body.payload).toEqual({
      passengerIndex: 0,
      name: "passport.pdf",
      size: PDF.length,
    });
    const details = bookingPayloadSchema.parse(
      (await detailsCall(service, { bookingId }, employee.token)).body.payload,
    );
    expect(details.passengers[0]?.document).toEqual({ name: "passport.pdf", size: PDF.length });

    const seen = await fetchDocument(desk.token, bookingId);
    expect(seen.response.status).toBe(200);
    const document = documentPayloadSchema.parse(seen.body.payload);
    expect(Buffer.from(document.content, "base64").equals(PDF)).toBe(true);
    expect(document.contentType).toBe("application/pdf");
    expect((await fetchDocument(stranger.token, bookingId)).response.status).toBe(404);
    expect((await upload(stranger.token, bookingId)).response.status).toBe(404);
  });

  it("refuses what is not a PDF, JPEG or PNG, an empty file, one over 5 MB, and a passenger the booking has not", async () => {
    const { token } = await newAccount("employee@acme.test", "Employee@123");
    const { booking } = await booked(service, token, asEmployee);
    const { bookingId } = booking;
    const renamed = await upload(token, bookingId, {
      content: Buffer.from("MZ not a pdf").toString("base64"),
    });
    expect(renamed.body.errors[0].message).toBe("Please upload a PDF, JPG or PNG file.");
    const empty = await upload(token, bookingId, { content: "" });
    expect(empty.response.status).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const tooBig = await upload(token, bookingId, { content: big.toString("base64") });
    expect(tooBig.response.status).toBe(400);
    expect(tooBig.body.errors[0].message).toBe("File is too big! Please try a different file.");
    const huge = await upload(token, bookingId, {
      content: Buffer.alloc(DOCUMENT_MAX_BYTES * 2).toString("base64"),
    });
    expect(huge.response.status).toBe(413);
    expect(huge.body.errors[0].message).toBe("File is too big! Please try a different file.");
    expect((await upload(token, bookingId, { passengerIndex: 3 })).body.errors[0].errCode).toBe(
      "2504",
    );
  });

  it("can no longer be replaced once the booking is paid", async () => {
    const { token } = await newAccount("agent@wayfare.test", "Agent@123");
    const { booking } = await booked(service, token);
    const { bookingId, total: amount } = booking;
    expect((await upload(token, bookingId)).response.status).toBe(200);
    await payCall(service, token, { bookingId, amount, wallet: "DEPOSIT" });
    expect((await upload(token, bookingId)).body.errors[0].errCode).toBe("2504");
    expect((await fetchDocument(token, bookingId)).response.status).toBe(200);
  });

  it("a passenger with a document id is not booked until its file is uploaded: 'Please upload the document'", async () => {
    const { token } = await newAccount("employee@acme.test", "Employee@123");
    const price = publishedPrice("DEL", "BOM", 33);
    const { policyReason } = asEmployee;
    const review = await reviewCall(service, token, [price.id], undefined, { policyReason });
    const bookingId = review.body.payload.bookingId as string;
    const passengers = [{ ...asEmployee.passengers[0], documentId: "EMP-7781" }];
    const refused = await bookCall(service, token, { bookingId, passengers });
    expect(refused.body.errors[0].message).toBe("Please upload the document");
    expect((await upload(token, bookingId)).response.status).toBe(200);
    expect((await bookCall(service, token, { bookingId, passengers })).response.status).toBe(200);
  });
});

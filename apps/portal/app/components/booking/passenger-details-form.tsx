import type { SubmissionResult } from "@conform-to/react";
import {
  type BulkUploadFill,
  bookingPassengerContexts,
  ERROR_TEXTS,
  FARE_POLICY_MESSAGES,
  journeyDynamicFields,
  type ReviewDetailsPayload,
  type SavedGst,
} from "@wayfare/domain";
import {
  ALLOW_DUPLICATE_FIELD,
  BULK_UPLOAD_INTENT,
  contactFields,
  gstFields,
  PASSENGER_DETAILS_LABELS as LABELS,
  namedErrorSummaryItems,
  namedFieldProps,
  passengerFields,
  SAVE_GST_FIELD,
  SAVED_GST_FIELD,
  UPLOAD_ID_FIELD,
  USE_SAVED_GST_INTENT,
  usePassengerDetailsForm,
} from "@wayfare/forms";
import {
  Alert,
  ContactFieldset,
  CorporateReasonSection,
  FareFieldsFieldset,
  FormErrorSummary,
  GstFieldset,
  NativeButton,
  PassengerFieldset,
} from "@wayfare/ui";
import { type FormEvent, useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ActionErrorToast } from "../action-error-toast";
import { BulkUpload } from "./bulk-upload";

/** The reason asked, with the problems of the one posted and what it was. */
export interface PolicyReasonAsked {
  errors: Partial<Record<"code" | "text", string>>;
  values: { code?: string; text?: string };
}

const EMPLOYEE_POLICY_REASON_MESSAGES = {
  title: "Why this fare?",
  description: FARE_POLICY_MESSAGES.employeeReasonRequired,
};

interface PassengerDetailsFormProps {
  /** The review, and whether a corporate user books it (its adults are employees). */
  review: ReviewDetailsPayload & { corporate: boolean };
  /** Conform's form id; the page gives this component a new key whenever it changes. */
  formId: string;
  /** Kept with every post of a form an upload filled, so it stays the same form. */
  uploadId: string | undefined;
  defaultValue: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  upload: BulkUploadFill | null | undefined;
  duplicate: string | null | undefined;
  /** The booker is asked why: the fares break a picked employee's policy (decision 0086). */
  policyReason: PolicyReasonAsked | null | undefined;
  toast: string | null | undefined;
  resultsHref: string;
  /** The signed-in user's saved GST details (the GST history picker); none for a guest. */
  savedGst: readonly SavedGst[];
  /** Whether to offer 'Save these GST details' (a signed-in user's booking). */
  offerSaveGst: boolean;
}

/**
 * The passenger details form (J§2, J§3): the bulk upload, every passenger, contact, GST, the
 * duplicate booking prompt, checked in the browser with the server's schema (imported when the form is first
 * focused or submitted).
 */
export function PassengerDetailsForm({
  review,
  formId,
  uploadId,
  defaultValue,
  lastResult,
  upload,
  duplicate,
  policyReason,
  toast,
  resultsHref,
  savedGst,
  offerSaveGst,
}: PassengerDetailsFormProps) {
  const contexts = useMemo(() => bookingPassengerContexts(review), [review]);
  const { form, formProps, status } = usePassengerDetailsForm(
    review,
    lastResult,
    formId,
    defaultValue,
  );
  // The server says 'Please complete current step first' after a refused post; in the
  // browser the same notice follows a submit the form's own checks stopped.
  const [blockedSubmits, setBlockedSubmits] = useState(0);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The bulk upload's button (formNoValidate) posts the form unchecked: it fills it in.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.formNoValidate) return;
    if (formProps.onSubmit(event)) setBlockedSubmits((count) => count + 1);
  };
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const intent = submitting ? navigation.formData?.get(BULK_UPLOAD_INTENT.name) : undefined;
  const uploading = intent === BULK_UPLOAD_INTENT.value;
  const refilling = intent === USE_SAVED_GST_INTENT.value;
  const booking = submitting && !uploading && !refilling;
  const ordinals = contexts.map(
    (context, index) =>
      contexts.slice(0, index + 1).filter((c) => c.paxType === context.paxType).length,
  );
  return (
    <>
      <FormErrorSummary errors={namedErrorSummaryItems(form)} />
      <Form
        method="post"
        {...formProps}
        // An employee's document posts its file with the passengers (J§5).
        encType={
          contexts.some((context) => context.contactEnabled) ? "multipart/form-data" : undefined
        }
        onSubmit={onSubmit}
        className="flex flex-col gap-6"
      >
        {uploadId ? <input type="hidden" name={UPLOAD_ID_FIELD} value={uploadId} /> : null}
        <BulkUpload passengerCount={contexts.length} upload={upload} pending={uploading} />
        {contexts.map((context, index) => (
          <PassengerFieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: passengers are positions in the booking
            key={index}
            context={context}
            ordinal={ordinals[index] ?? index + 1}
            fields={passengerFields(form, index)}
            // Only the first passenger's names may be autofilled.
            autofillName={index === 0}
          />
        ))}
        <ContactFieldset fields={contactFields(form)} />
        <FareFieldsFieldset
          fields={journeyDynamicFields(review).map((field) => ({
            ...field,
            binding: namedFieldProps(form, `dynamic.${field.key}`),
          }))}
        />
        <GstFieldset
          fields={gstFields(form)}
          saved={{
            options: savedGst,
            name: SAVED_GST_FIELD,
            intentName: USE_SAVED_GST_INTENT.name,
            intentValue: USE_SAVED_GST_INTENT.value,
            defaultValue: namedFieldProps(form, SAVED_GST_FIELD).defaultValue,
            isPending: refilling,
          }}
          save={offerSaveGst ? namedFieldProps(form, SAVE_GST_FIELD) : undefined}
        />
        {duplicate ? (
          <Alert
            tone="info"
            title="Booked before?"
            actions={
              <div className="flex flex-wrap items-center gap-4">
                <NativeButton
                  type="submit"
                  name={ALLOW_DUPLICATE_FIELD}
                  value="true"
                  variant="primary"
                >
                  Yes, continue booking
                </NativeButton>
                <Link to={resultsHref} className="font-semibold text-link underline">
                  No, back to the flight list
                </Link>
              </div>
            }
          >
            {duplicate}
          </Alert>
        ) : null}
        {policyReason ? (
          <CorporateReasonSection
            errors={policyReason.errors}
            values={policyReason.values}
            messages={EMPLOYEE_POLICY_REASON_MESSAGES}
          />
        ) : null}
        <div>
          <NativeButton type="submit" variant="primary" isPending={booking}>
            {booking ? LABELS.submitting : LABELS.submit}
          </NativeButton>
        </div>
      </Form>
      <ActionErrorToast
        message={toast ?? (blockedSubmits > 0 ? ERROR_TEXTS.completeCurrentStep : null)}
        submissionKey={`${status}-${blockedSubmits}`}
      />
    </>
  );
}

import { PASSENGER_DETAILS_LABELS as LABELS, namedFieldProps } from "@wayfare/forms";
import { TextField } from "@wayfare/ui";

type NamedForm = Parameters<typeof namedFieldProps>[0];

/**
 * The booking contact (J§3: country code, mobile, email, destination address) and the
 * optional emergency contact person; fields post as `contact.x`.
 */
export function ContactFieldset({ form }: { form: NamedForm }) {
  const field = (name: string) => namedFieldProps(form, `contact.${name}`);
  const countryCode = field("countryCode");
  return (
    <>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4">
        <legend className="px-1 text-lg font-semibold">{LABELS.contactHeading}</legend>
        <p className="text-sm text-fg-muted">{LABELS.contactDescription}</p>
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
          <TextField
            {...countryCode}
            defaultValue={countryCode.defaultValue ?? "+91"}
            label={LABELS.countryCode}
            autoComplete="tel-country-code"
          />
          <TextField
            {...field("mobile")}
            label={LABELS.mobile}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
          />
          <TextField {...field("email")} label={LABELS.email} type="email" autoComplete="email" />
        </div>
        <TextField {...field("destinationAddress")} label={LABELS.destinationAddress} />
      </fieldset>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4">
        <legend className="px-1 text-lg font-semibold">{LABELS.emergencyHeading}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field("emergencyContactName")} label={LABELS.emergencyContactName} />
          <TextField
            {...field("emergencyContactMobile")}
            label={LABELS.emergencyContactMobile}
            type="tel"
            inputMode="tel"
          />
        </div>
      </fieldset>
    </>
  );
}

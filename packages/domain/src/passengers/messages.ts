import { LOGIN_MESSAGES } from "../auth/login-messages";
import { ERROR_CATALOGUE } from "../errors/catalogue";

/** The passenger-step messages of J§5, word for word (spellings included). */
export const PASSENGER_MESSAGES = {
  titleEmpty: "Title should not be empty",
  nameEmpty: "Name should not be empty",
  nameSpecialCharacter: "Name should not contain special character",
  nameNumbers: "Name cannot contain Numbers",
  lastNameEmpty: "Last Name should not be empty",
  bothNamesEmpty: "Both First Name and Last Name cannot be empty",
  duplicateName: ERROR_CATALOGUE["1010"],
  emailInvalid: "Please enter valid Email",
  emailEmpty: "Please enter Email",
  mobileInvalid: "Please enter valid Mobile Number",
  emailOrMobileInvalid: LOGIN_MESSAGES.invalidUsername,
  gstLength: "GST number length should be 15 character",
  gstRequired: "GST number required",
  gstCityRequired: "City Name required",
  gstPostalCodeRequired: "Postal Code required",
  gstMobileRequired: "Please enter GST Mobile Number",
  dateInvalid: "Please enter a valid date(yyyy-mm-dd)",
  numberInvalid: "Please enter a valid number",
  passportNumberPattern: "Passport number cannot contain space and special character",
  passportNumberEmpty: "Please enter passport number",
  passportIssueDateEmpty: "Please enter issueing date",
  passportExpiryDateEmpty: "Please enter expiry date",
  passportNationalityEmpty: "Please enter Passport nationality",
  passportExpiryTooSoon: "Expiry Date cannot be less than 6 months from last travel date",
  expiryDatePattern: "Expiry Date pattern incorrect",
  issueDatePattern: "Issue Date pattern incorrect",
  datePattern: "Date pattern incorrect",
  panEmpty: "Please enter PAN number",
  panInvalid: "Invalid PAN Number",
  dobEmpty: "Please enter a valid Date of Birth",
  dobOverHundred: "DOB cannot be more than 100 years from the last travel date",
  infantDobAfterTravel: "DOB should be atleast less than last travel date",
  infantTooYoung: "Infant age should be greater than 10 days",
  yesOrNo: "Please select either Yes or No",
  termsNotConfirmed: "Please confirm with the T&C* to proceed.",
  documentIdEmpty: "Document Id should not be empty",
  documentNotUploaded: "Please upload the document",
  documentTooBig: "File is too big! Please try a different file.",
  /** Ours: the spec has no message for it. */
  frequentFlyerInfant: "An infant does not earn frequent flyer miles: leave this empty.",
  /** Ours: baggage protect ticked with nobody to cover (J§3 selectedPax). */
  baggageProtectNobody: "Please select the passengers whose baggage to protect.",
  missingNameDisclaimer: "Please contact airline to confirm the Missing Name format !!",
} as const;

/** 'DOB should be on or before {date}' */
export function dobOnOrBeforeMessage(date: string): string {
  return `DOB should be on or before ${date}`;
}

/** 'DOB should be on or after {date}' */
export function dobOnOrAfterMessage(date: string): string {
  return `DOB should be on or after ${date}`;
}

/** 'DOB should be between {min} and {max}' */
export function dobBetweenMessage(min: string, max: string): string {
  return `DOB should be between ${min} and ${max}`;
}

/** 'First Name and Last Name should be max of N characters.' (and the optional minimum). */
export function combinedNameLengthMessage(bound: "max" | "min", limit: number): string {
  return `First Name and Last Name should be ${bound} of ${limit} characters.`;
}

/** The single-name length messages, worded like the combined one (J§5: they end in 'characters.'). */
export function nameLengthMessage(label: string, bound: "max" | "min", limit: number): string {
  return `${label} should be ${bound} of ${limit} characters.`;
}

/** '{field} doesn't match {field} ({value}) passed in pnr details' */
export function pnrMismatchMessage(field: string, value: string): string {
  return `${field} doesn't match ${field} (${value}) passed in pnr details`;
}

/** '{label} should not contains special character' (dynamic fields). */
export function dynamicFieldSpecialCharacterMessage(label: string): string {
  return `${label} should not contains special character`;
}

/** '{label} should not be empty' (dynamic fields). */
export function dynamicFieldEmptyMessage(label: string): string {
  return `${label} should not be empty`;
}

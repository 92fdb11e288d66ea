/**
 * Ticket numbers and record locators (IATA basics, domain-notes.md): a ticket number has 13
 * digits, the airline's 3-digit accounting prefix, a 9-digit serial and a check digit; the
 * check digit is the serial-part number modulo 7. A PNR (record locator) is 6 characters,
 * letters and digits; the letters I and O and the digits 0 and 1 are left out, as reservation
 * systems do, so a PNR read over the phone is never ambiguous.
 */
export const TICKET_SERIAL_DIGITS = 9;
const TICKET_NUMBER_PATTERN = /^(\d{3})(\d{9})(\d)$/;
export const PNR_LENGTH = 6;
export const PNR_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const PNR_PATTERN = new RegExp(`^[${PNR_ALPHABET}]{${PNR_LENGTH}}$`);

export function ticketCheckDigit(serial: number): number {
  return serial % 7;
}

export function ticketNumber(airlinePrefix: string, serial: number): string {
  if (!/^\d{3}$/.test(airlinePrefix)) throw new RangeError(`bad airline prefix ${airlinePrefix}`);
  if (!Number.isSafeInteger(serial) || serial < 0 || serial >= 10 ** TICKET_SERIAL_DIGITS) {
    throw new RangeError(`a ticket serial has at most 9 digits: ${serial}`);
  }
  const digits = String(serial).padStart(TICKET_SERIAL_DIGITS, "0");
  return `${airlinePrefix}${digits}${ticketCheckDigit(serial)}`;
}

export function isValidTicketNumber(value: string): boolean {
  const match = TICKET_NUMBER_PATTERN.exec(value);
  return match !== null && ticketCheckDigit(Number(match[2])) === Number(match[3]);
}

/** A PNR from a source of random integers in [0, n). */
export function generatePnr(randomBelow: (n: number) => number): string {
  let pnr = "";
  for (let index = 0; index < PNR_LENGTH; index += 1) {
    pnr += PNR_ALPHABET[randomBelow(PNR_ALPHABET.length)];
  }
  return pnr;
}

export function isValidPnr(value: string): boolean {
  return PNR_PATTERN.test(value);
}

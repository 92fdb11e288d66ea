/** The footer's Company pages: short, plain statements of who we are and how we work. */
export interface CompanyPage {
  title: string;
  paragraphs: string[];
}

export const COMPANY_PAGES: Record<string, CompanyPage> = {
  "/about": {
    title: "About Us",
    paragraphs: [
      "Wayfare is a flight-booking portal for travel agents, corporate travellers and consumers: search, book, pay and manage flights in India and abroad in one place.",
      "We build it to work for everyone — with a keyboard, with a screen reader, on a slow phone — and to show every fare, fee and rule before you pay.",
    ],
  },
  "/contact": {
    title: "Contact Us",
    paragraphs: [
      "For a booking, have its booking id ready. You can look a booking up yourself with Find Booking, using the email or mobile number it was made with.",
      "Agents and corporate travel desks: your account manager's details are on your agency's or company's profile.",
    ],
  },
  "/terms": {
    title: "Terms & Conditions",
    paragraphs: [
      "A fare is booked under its airline's fare rules, shown before you pay: baggage, refundability, and the fees to cancel or change. The airline's fee applies as well as any fee of ours shown with the fare.",
      "A price is confirmed when you review a booking and may change until it is paid. A held booking must be paid before its hold ends, or it is released.",
      "Refunds never exceed what was paid, and go back to the way you paid, or to your credit shell when you choose it.",
    ],
  },
  "/privacy": {
    title: "Privacy Policy",
    paragraphs: [
      "We keep the passenger details airlines and the law need for a booking (names, dates of birth, documents where required, contact details) and use them for that booking and its changes.",
      "Tickets and notices are sent to the email and mobile you give. Your session is kept in an HttpOnly cookie; we set no advertising cookies.",
    ],
  },
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  computeFareSummary,
  type FareSummaryParts,
  fromRupees,
  PASSENGER_MESSAGES,
  PENDING_PAYMENT_HEADINGS,
  paise,
  type Trip,
  type TripPrice,
} from "@wayfare/domain";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import type { Airport } from "../components/AirportComboBox/AirportComboBox";
import { BookingCard, type BookingCardBooking } from "../components/BookingCard/BookingCard";
import { BookingStepper } from "../components/BookingStepper/BookingStepper";
import { Button } from "../components/Button/Button";
import { ConfirmationHeader } from "../components/ConfirmationHeader/ConfirmationHeader";
import { FareOptions, FareSelectButton } from "../components/FareOptions/FareOptions";
import { FareSummary } from "../components/FareSummary/FareSummary";
import { FilterPanel } from "../components/FilterPanel/FilterPanel";
import { FlightResultCard } from "../components/FlightResultCard/FlightResultCard";
import { FormErrorSummary } from "../components/FormErrorSummary/FormErrorSummary";
import { ItinerarySummary } from "../components/ItinerarySummary/ItinerarySummary";
import {
  PassengerTable,
  type PassengerTableRow,
} from "../components/PassengerTable/PassengerTable";
import { PaymentModes } from "../components/PaymentModes/PaymentModes";
import { PaymentPending } from "../components/PaymentPending/PaymentPending";
import { ResultList } from "../components/ResultList/ResultList";
import { SearchForm } from "../components/SearchForm/SearchForm";
import { SeatMap } from "../components/SeatMap/SeatMap";
import { asha, delBom, ravi } from "../components/SeatMap/seat-map-stories";
import { Select } from "../components/Select/Select";
import { SortBar } from "../components/SortBar/SortBar";
import { Tabs } from "../components/Tabs/Tabs";
import { TermsCheckbox } from "../components/TermsCheckbox/TermsCheckbox";
import { TextField } from "../components/TextField/TextField";
import { connectingTrip, directTrip, manyTrips } from "../lib/trip-stories";

/* ------------------------------------------------------------------ fixtures */

/** The airports of the trip fixtures (no second airport list). */
const airports: Airport[] = [...directTrip.segments, ...connectingTrip.segments]
  .flatMap((segment) => [segment.departureAirport, segment.arrivalAirport])
  .filter((airport, index, all) => all.findIndex((a) => a.code === airport.code) === index)
  .map(({ code, city, name, country }) => ({ code, city, name, country }));

/** A reviewed trip carries only its chosen price. */
const chosenTrip: Trip = {
  ...directTrip,
  prices: [directTrip.prices[0] as Trip["prices"][number]],
};
const chosenPrice = chosenTrip.prices[0] as Trip["prices"][number];

const fare = (extra: Partial<FareSummaryParts> = {}) =>
  computeFareSummary({
    baseFare: paise(chosenPrice.base * 2),
    taxesAndFees: paise(chosenPrice.taxes * 2),
    ...extra,
  });

/** 300 itineraries, as a busy route returns: the list renders only what is on screen. */
const results = [directTrip, connectingTrip, ...manyTrips(298)];

/** True when the story runs as a Vitest story test (not in the Storybook UI). */
const underTest = (globalThis as { __vitest_browser__?: boolean }).__vitest_browser__ === true;

/**
 * Under test, the 300-item list (tens of thousands of pixels, mostly empty space the
 * virtualiser keeps for the items off screen) is cut to its first cards for the screenshot.
 */
function clipLongList(canvasElement: HTMLElement) {
  const clip = canvasElement.querySelector<HTMLElement>('[data-slot="screenshot-clip"]');
  if (!underTest || !clip) return;
  clip.style.height = "1200px";
  clip.style.overflow = "hidden";
}

const party: PassengerTableRow[] = [
  { type: "ADULT", title: "Ms", firstName: "Asha", lastName: "Rao" },
  { type: "ADULT", title: "Mr", firstName: "Ravi", lastName: "Rao" },
];

const bookings: BookingCardBooking[] = [
  {
    bookingId: "WF2612010000042",
    status: "Success",
    tab: "Upcoming",
    pnrs: { "6E": "X7KQ2P" },
    from: "DEL",
    to: "BOM",
    firstDeparture: "2026-12-01T06:10",
    passengers: ["Ms Asha Rao", "Mr Ravi Rao"],
    total: 930_000,
    payBy: null,
  },
  {
    bookingId: "WF2612010000057",
    status: "On Hold",
    tab: "Upcoming",
    pnrs: {},
    from: "DEL",
    to: "BOM",
    firstDeparture: "2026-12-01T21:40",
    passengers: ["Ms Asha Rao"],
    total: 712_500,
    payBy: null,
  },
];

const stepperHrefs = { itinerary: "/flight/list/", passengers: "/flight/passengers/" };

/**
 * The two page widths of the section: 375 px (a common phone) and 1280 px (a laptop), 960 px
 * high; a screen taller than that is photographed whole (.storybook/vitest.setup.ts).
 */
const viewports = {
  journey375: {
    name: "Journey 375 px",
    styles: { width: "375px", height: "960px" },
    type: "mobile",
  },
  journey1280: {
    name: "Journey 1280 px",
    styles: { width: "1280px", height: "960px" },
    type: "desktop",
  },
};
const mobile = { viewport: { value: "journey375", isRotated: false } };
const desktop = { viewport: { value: "journey1280", isRotated: false } };

/* -------------------------------------------------------------------- layout */

/**
 * A page as the portal lays it out: the booking steps on top, the main column (with the
 * page's one `<h1>`, unless a component brings its own) and, on wide screens, a side column.
 */
function Page({
  title,
  stepper,
  side,
  sideFirst = false,
  children,
}: {
  title?: string;
  stepper?: ReactNode;
  side?: ReactNode;
  sideFirst?: boolean;
  children: ReactNode;
}) {
  const columns = side
    ? sideFirst
      ? "lg:grid-cols-[16rem_minmax(0,1fr)]"
      : "lg:grid-cols-[minmax(0,1fr)_20rem]"
    : "";
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      {stepper}
      <div className={`grid items-start gap-6 ${columns}`}>
        <main className={`flex min-w-0 flex-col gap-6 ${sideFirst ? "lg:order-2" : ""}`}>
          {title ? <h1 className="text-2xl font-semibold">{title}</h1> : null}
          {children}
        </main>
        {side ? (
          <aside className={`flex min-w-0 flex-col gap-4 ${sideFirst ? "lg:order-1" : ""}`}>
            {side}
          </aside>
        ) : null}
      </div>
    </div>
  );
}

const preventSubmit = (event: React.FormEvent) => event.preventDefault();

/* ------------------------------------------------------------------- screens */

function SearchScreen() {
  return (
    <Page title="Book a flight">
      <form method="get" action="/flight/list/" aria-label="Flight search" onSubmit={preventSubmit}>
        <SearchForm airports={airports} defaultValues={{ from: "DEL", to: "BOM" }} />
      </form>
    </Page>
  );
}

/**
 * The results as the portal lays them out: sort as one row of chips above the list, filters
 * beside it from 768 px and behind "Sort and filter" below; compact cards with the cheapest
 * fare's "Select", every fare in the card's disclosure.
 */
function ResultsScreen() {
  const airlines = [
    { code: "6E", name: "IndiGo" },
    { code: "AI", name: "Air India" },
    { code: "UK", name: "Vistara" },
  ];
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-3">
      <div>
        <h1 className="text-xl font-semibold md:text-2xl">New Delhi to Mumbai</h1>
        <p className="text-sm text-fg-muted">1 Dec 2026 · 1 traveller · Economy</p>
      </div>
      <div className="grid gap-x-6 gap-y-3 md:grid-cols-[13rem_minmax(0,1fr)]">
        <div className="flex flex-wrap items-center gap-3 md:col-start-2">
          <Button variant="secondary" size="sm" className="md:hidden">
            Sort and filter
          </Button>
          <form
            method="get"
            aria-label="Sort results"
            onSubmit={preventSubmit}
            className="max-md:hidden"
          >
            <SortBar value="price" />
          </form>
        </div>
        <form
          method="get"
          aria-label="Filter results"
          onSubmit={preventSubmit}
          className="max-md:hidden md:col-start-1 md:row-span-2 md:row-start-1"
        >
          <FilterPanel
            value={{ stops: [], airlines: [], departureBuckets: [], refundableOnly: false }}
            airlines={airlines}
            actions={<Button type="submit">Apply</Button>}
          />
        </form>
        <div className="flex min-w-0 flex-col gap-2 md:col-start-2">
          <h2 className="text-lg font-semibold">{results.length} flights</h2>
          <div data-slot="screenshot-clip">
            <ResultList
              label="Onward flights"
              trips={results}
              estimateSize={110}
              renderTrip={(trip) => (
                <FlightResultCard
                  trip={trip}
                  pricingBasis="total"
                  day="2026-12-01"
                  actions={
                    <FareSelectButton price={trip.prices[0] as TripPrice} form="fare-choice" />
                  }
                >
                  <FareOptions trip={trip} form="fare-choice" />
                </FlightResultCard>
              )}
            />
          </div>
        </div>
      </div>
    </main>
  );
}

function PassengersScreen() {
  const titles = [
    { id: "Mr", label: "Mr" },
    { id: "Mrs", label: "Mrs" },
    { id: "Ms", label: "Ms" },
  ];
  return (
    <Page
      title="Passenger details"
      stepper={<BookingStepper current="passengers" hrefs={stepperHrefs} />}
      side={<FareSummary summary={fare()} />}
    >
      <form
        method="post"
        noValidate
        aria-label="Passengers"
        className="flex flex-col gap-6"
        onSubmit={preventSubmit}
      >
        <FormErrorSummary
          autoFocus={false}
          errors={[
            { fieldId: "pax-0-title", message: PASSENGER_MESSAGES.titleEmpty },
            { fieldId: "pax-0-first", message: PASSENGER_MESSAGES.nameEmpty },
            { fieldId: "contact-email", message: PASSENGER_MESSAGES.emailInvalid },
          ]}
        />
        <fieldset className="flex flex-col gap-4 rounded-lg border border-subtle p-4">
          <legend className="px-1 font-semibold">Adult 1</legend>
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
            <Select
              id="pax-0-title"
              name="pax.0.title"
              label="Title"
              placeholder="Select"
              options={titles}
              errors={[PASSENGER_MESSAGES.titleEmpty]}
            />
            <TextField
              id="pax-0-first"
              name="pax.0.firstName"
              label="First Name"
              errors={[PASSENGER_MESSAGES.nameEmpty]}
            />
            <TextField id="pax-0-last" name="pax.0.lastName" label="Last Name" defaultValue="Rao" />
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-4 rounded-lg border border-subtle p-4">
          <legend className="px-1 font-semibold">Contact details</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="contact-email"
              name="email"
              type="email"
              label="Email"
              defaultValue="asha@example"
              errors={[PASSENGER_MESSAGES.emailInvalid]}
            />
            <TextField
              id="contact-mobile"
              name="mobile"
              type="tel"
              label="Mobile number"
              defaultValue="9876543210"
            />
          </div>
        </fieldset>
        <Button type="submit" className="self-start">
          Continue
        </Button>
      </form>
    </Page>
  );
}

function SeatsScreen() {
  return (
    <Page
      title="Choose seats"
      stepper={<BookingStepper current="passengers" hrefs={stepperHrefs} />}
      side={<FareSummary summary={fare({ seatCharges: paise(65_000) })} />}
    >
      <form
        method="post"
        aria-label="Seats"
        className="flex flex-col gap-6"
        onSubmit={preventSubmit}
      >
        <SeatMap segments={[delBom]} passengers={[asha, ravi]} defaultValue={{ s1: { 0: "5A" } }} />
        <Button type="submit" className="self-start">
          Continue
        </Button>
      </form>
    </Page>
  );
}

function ReviewScreen() {
  return (
    <Page
      title="Review your booking"
      stepper={<BookingStepper current="review" hrefs={stepperHrefs} />}
      side={<FareSummary summary={fare()} />}
    >
      <section aria-labelledby="review-itinerary" className="flex flex-col gap-4">
        <h2 id="review-itinerary" className="text-lg font-semibold">
          Itinerary
        </h2>
        <ItinerarySummary trips={[chosenTrip]} />
      </section>
      <PassengerTable passengers={party} />
      <form
        method="post"
        aria-label="Confirm"
        className="flex flex-col gap-4"
        onSubmit={preventSubmit}
      >
        <TermsCheckbox name="terms" termsHref="/terms" />
        <Button type="submit" className="self-start">
          Proceed to payment
        </Button>
      </form>
    </Page>
  );
}

function PaymentScreen() {
  const summary = fare();
  return (
    <Page
      title="Payment"
      stepper={<BookingStepper current="payments" hrefs={stepperHrefs} />}
      side={<FareSummary summary={summary} />}
    >
      <form method="post" aria-label="Pay" className="flex flex-col gap-6" onSubmit={preventSubmit}>
        <PaymentModes
          id="wallet"
          amountToPay={paise(summary.finalAmount)}
          defaultValue="DEPOSIT"
          modes={[
            { mode: "DEPOSIT", balance: paise(12_500_000) },
            { mode: "CREDIT_LINE", balance: paise(5_000_000) },
          ]}
        />
        <Button type="submit" className="self-start">
          Pay now
        </Button>
      </form>
    </Page>
  );
}

function PendingScreen() {
  return (
    <Page>
      <PaymentPending
        elapsedSeconds={45}
        amount={fromRupees(9_300)}
        orderRefId="PG2612010000042"
        instrument="VISA •••• 1111"
      />
    </Page>
  );
}

function ConfirmationScreen() {
  return (
    <Page side={<FareSummary summary={fare()} />}>
      <ConfirmationHeader bookingId="WF2612010000042" status="Success" pnrs={{ "6E": "X7K2QP" }} />
      <section aria-labelledby="confirmation-itinerary" className="flex flex-col gap-4">
        <h2 id="confirmation-itinerary" className="text-lg font-semibold">
          Itinerary
        </h2>
        <ItinerarySummary trips={[chosenTrip]} />
      </section>
      <PassengerTable
        passengers={party.map((passenger, index) => ({
          ...passenger,
          ticketNumbers: { "6E": `312-213100000${index + 1}` },
        }))}
      />
    </Page>
  );
}

function MyBookingsScreen() {
  const list = (items: readonly BookingCardBooking[]) => (
    <ul className="flex flex-col gap-4 pt-4">
      {items.map((booking) => (
        <li key={booking.bookingId}>
          <BookingCard
            booking={booking}
            headingLevel={2}
            href={`/my-bookings/${booking.bookingId}`}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <Page title="My bookings">
      <Tabs
        aria-label="Bookings"
        items={[
          { id: "upcoming", label: "Upcoming", content: list(bookings) },
          { id: "completed", label: "Completed", content: list([]) },
          { id: "cancelled", label: "Cancelled", content: list([]) },
        ]}
      />
    </Page>
  );
}

/* ------------------------------------------------------------------- stories */

const meta = {
  title: "Journey/Screens",
  parameters: { layout: "fullscreen", viewport: { options: viewports } },
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectHeading(canvasElement: HTMLElement, name: string | RegExp) {
  const headings = within(canvasElement).getAllByRole("heading", { level: 1 });
  await expect(headings).toHaveLength(1);
  await expect(headings[0]).toHaveTextContent(name);
}

export const Search: Story = {
  render: () => <SearchScreen />,
  play: async ({ canvas, canvasElement }) => {
    await expectHeading(canvasElement, "Book a flight");
    await expect(canvas.getByRole("button", { name: "Search flights" })).toBeVisible();
  },
};

export const SearchMobile: Story = { ...Search, globals: mobile };

/** Cards whose whole height is inside the first `height` px of the page. */
function cardsAboveTheFold(canvasElement: HTMLElement, height: number): number {
  const cards = [...canvasElement.querySelectorAll("[data-slot=flight-result-card]")];
  return cards.filter((card) => card.getBoundingClientRect().bottom <= height).length;
}

export const Results: Story = {
  render: () => <ResultsScreen />,
  play: async ({ canvas, canvasElement }) => {
    await expectHeading(canvasElement, "New Delhi to Mumbai");
    const wide = window.innerWidth >= 768;
    // The page's own header is not in the story: the portal's e2e checks the real fold.
    await expect(cardsAboveTheFold(canvasElement, wide ? 900 : 812)).toBeGreaterThanOrEqual(
      wide ? 6 : 3,
    );
    await expect(canvas.getByRole("list", { name: "Onward flights" })).toBeVisible();
    await expect(canvas.getByRole("article", { name: "IndiGo 6E 2131" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "300 flights" })).toBeVisible();
    const rendered = within(canvas.getByRole("list", { name: "Onward flights" })).getAllByRole(
      "listitem",
    );
    await expect(rendered.length).toBeLessThan(60);
    await expect(rendered[0]).toHaveAttribute("aria-setsize", "300");
    clipLongList(canvasElement);
  },
};

export const ResultsMobile: Story = { ...Results, globals: mobile };

export const Passengers: Story = {
  render: () => <PassengersScreen />,
  play: async ({ canvas, canvasElement }) => {
    await expectHeading(canvasElement, "Passenger details");
    await expect(canvas.getByRole("link", { name: PASSENGER_MESSAGES.nameEmpty })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "First Name" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

export const PassengersMobile: Story = { ...Passengers, globals: mobile };

export const Seats: Story = {
  render: () => <SeatsScreen />,
  play: async ({ canvas, canvasElement }) => {
    await expectHeading(canvasElement, "Choose seats");
    await expect(
      canvas.getByRole("grid", { name: /^Seats, AI 101 DEL–BOM, for Asha Rao/ }),
    ).toBeVisible();
  },
};

export const SeatsMobile: Story = { ...Seats, globals: mobile };

export const Review: Story = {
  render: () => <ReviewScreen />,
  play: async ({ canvas, canvasElement }) => {
    await expectHeading(canvasElement, "Review your booking");
    await expect(canvas.getByRole("table", { name: "Passengers" })).toBeVisible();
  },
};

export const ReviewMobile: Story = { ...Review, globals: mobile };

export const Payment: Story = {
  render: () => <PaymentScreen />,
  play: async ({ canvas, canvasElement }) => {
    await expectHeading(canvasElement, "Payment");
    await expect(canvas.getByRole("radiogroup", { name: "Payment mode" })).toBeVisible();
  },
};

export const PaymentMobile: Story = { ...Payment, globals: mobile };

export const Pending: Story = {
  render: () => <PendingScreen />,
  play: async ({ canvas, canvasElement }) => {
    await expectHeading(canvasElement, PENDING_PAYMENT_HEADINGS[1]);
    await expect(canvas.getByRole("status")).toHaveTextContent("Waiting for the bank");
  },
};

export const PendingMobile: Story = { ...Pending, globals: mobile };

export const Confirmation: Story = {
  render: () => <ConfirmationScreen />,
  play: async ({ canvas, canvasElement }) => {
    await expectHeading(canvasElement, "Your booking is confirmed");
    await expect(canvas.getByRole("table", { name: "Passengers" })).toBeVisible();
  },
};

export const ConfirmationMobile: Story = { ...Confirmation, globals: mobile };

export const MyBookings: Story = {
  render: () => <MyBookingsScreen />,
  play: async ({ canvas, canvasElement }) => {
    await expectHeading(canvasElement, "My bookings");
    await expect(canvas.getByRole("tab", { name: "Upcoming" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(canvas.getByRole("link", { name: "View booking WF2612010000042" })).toBeVisible();
  },
};

export const MyBookingsMobile: Story = { ...MyBookings, globals: mobile };

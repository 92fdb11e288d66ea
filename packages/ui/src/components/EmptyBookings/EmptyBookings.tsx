import type { MyBookingsTab } from "@wayfare/domain";
import type { ReactNode } from "react";
import { EmptyState } from "../EmptyState/EmptyState";

export type EmptyBookingsMessages = Record<MyBookingsTab, { title: string; description: string }>;

export const defaultEmptyBookingsMessages: EmptyBookingsMessages = {
  All: { title: "No bookings yet", description: "Flights you book appear here." },
  Upcoming: {
    title: "No upcoming trips",
    description: "Confirmed bookings with a flight still ahead appear here.",
  },
  Unconfirmed: {
    title: "No unconfirmed bookings",
    description: "Bookings on hold or waiting for payment appear here.",
  },
  Completed: { title: "No completed trips", description: "Trips you have flown appear here." },
  Cancelled: { title: "No cancelled bookings", description: "Cancelled bookings appear here." },
};

export interface EmptyBookingsProps {
  /** The My bookings tab that has nothing in it. */
  tab: MyBookingsTab;
  /** The way on: the app's link to the flight search. */
  action?: ReactNode;
  messages?: Partial<EmptyBookingsMessages>;
}

/** An empty My bookings tab (J§2): what would be there, and the way to the flight search. */
export function EmptyBookings({ tab, action, messages }: EmptyBookingsProps) {
  const text = { ...defaultEmptyBookingsMessages, ...messages }[tab];
  return <EmptyState title={text.title} description={text.description} action={action} />;
}

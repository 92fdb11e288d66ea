import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("app/login", "routes/app.login.tsx"),
  route("app/logout", "routes/app.logout.tsx"),
  route("app/internalLogin", "routes/app.internalLogin.tsx"),
  route("app/register", "routes/app.register.tsx"),
  route("app/forgot-password", "routes/app.forgot-password.tsx"),
  route("app/reset-password", "routes/app.reset-password.tsx"),
  route("app/guest-session", "routes/app.guest-session.ts"),
  route("app/session-ended", "routes/app.session-ended.tsx"),
  route("dev/outbox", "routes/dev.outbox.ts"),
  layout("routes/public-layout.tsx", [
    route("flight", "routes/flight.tsx"),
    route("flight/list", "routes/flight.list.tsx"),
    route("flight/passengers", "routes/flight.passengers.tsx"),
    route("flight/add-ons", "routes/flight.add-ons.tsx"),
    route("flight/review", "routes/flight.review.tsx"),
    route("flight/payment", "routes/flight.payment.tsx"),
    route("flight/payment/status", "routes/flight.payment.status.tsx"),
    route("flight/confirmation", "routes/flight.confirmation.tsx"),
    route("flight/farerules", "routes/flight.farerules.tsx"),
    route("find-booking", "routes/find-booking.tsx"),
  ]),
  layout("routes/signed-in-layout.tsx", [
    route("my-bookings", "routes/my-bookings.tsx"),
    route("flight/cancel", "routes/flight.cancel.tsx"),
    route("manage-user", "routes/manage-user.tsx"),
    route("manage-carts", "routes/manage-carts.tsx"),
    route("inventory-orders", "routes/inventory-orders.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

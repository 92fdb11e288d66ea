// First: Zod is configured before any schema is built (see the module).
import "./zod-without-eval";
import { hydrationEnded, SkipLink } from "@wayfare/ui";
import { lazy, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { brandOf, useBrand } from "./brand";
import { errorPageHeading, isNotFound, pageTitle } from "./page-title";
import { isResultsViewChange } from "./results/view-change";
import { scriptsRunCookie } from "./scripts-cookie";
import { SCRIPTS_MARKER } from "./scripts-marker";
import { serviceGateway, serviceOf } from "./server/gateway/gateway-middleware.server";
import { requestGuards } from "./server/request-guards.server";
import { INTER_STYLESHEET, loadInterAfterFirstPaint } from "./web-font";

export const middleware: Route.MiddlewareFunction[] = [requestGuards, serviceGateway];

/** The mode's theme, and the brand of the request's host (decision 0078). */
export function loader({ context }: Route.LoaderArgs) {
  return {
    theme: process.env.CLIENT_MODE === "B2C" ? "b2c" : "b2b",
    brand: brandOf(serviceOf(context).partner),
  };
}

export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  !isResultsViewChange(args) && args.defaultShouldRevalidate;

/**
 * The stylesheet has a precedence, so React writes it at the head's start, before the
 * scripts' modulepreload links: the one file the first paint waits for is asked for first.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Every route names its own page in its `meta`, which replaces this one; this title is for
 * the error page below, which says what happened: 'Page not found · Wayfare'.
 */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  error ? [{ title: pageTitle(matches, errorPageHeading(error)) }] : [];

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const brand = useBrand();
  return (
    // The scripts marker adds an attribute to <html> before React hydrates it.
    <html lang="en-IN" data-theme={rootData?.theme ?? "b2b"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by its hash in the CSP */}
        <script dangerouslySetInnerHTML={{ __html: SCRIPTS_MARKER }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="description"
          content="Search, book and manage flights in India and abroad: fares, seats, meals, payments and changes in one accessible portal."
        />
        <Meta />
        <Links />
        <noscript>
          <link rel="stylesheet" href={INTER_STYLESHEET} />
        </noscript>
        {brand.themeDeclarations ? (
          // After the tokens' style sheet, and `:root:root` outranks its [data-theme] blocks:
          // the partner's tokens win over the mode's (values checked by the domain's schema).
          <style>{`:root:root{${brand.themeDeclarations}}`}</style>
        ) : null}
      </head>
      <body className="min-h-screen bg-canvas text-fg font-sans antialiased">
        {/* First on every page, error pages too: Tab, Enter, and focus is in <main>. */}
        <SkipLink />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve; the value is a constant (scripts-cookie.ts).
    document.cookie = scriptsRunCookie;
    hydrationEnded();
    loadInterAfterFirstPaint();
  }, []);
  return <Outlet />;
}

/**
 * The error page (its header's buttons, React Aria's link) is imported only when a page
 * fails, so no page downloads it beforehand. No Suspense boundary is around it: the server
 * renders it completely and hydration waits for it.
 */
const ErrorView = lazy(async () => ({
  default: (await import("./components/error-view")).ErrorView,
}));

/** J§2's 404 page and F§2's error page; the logo links to flight search. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView heading={errorPageHeading(error)} notFound={isNotFound(error)} />;
}

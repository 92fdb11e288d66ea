import { catalogueError, ERROR_TEXTS, type NavLink } from "@wayfare/domain";
import type { ReactNode } from "react";
import { Link } from "react-aria-components";
import { nativeFocusRing } from "../../lib/focus-ring";
import { buttonVariants } from "../Button/Button.variants";

export interface ErrorPageProps {
  /** The page's h1: what went wrong. Default: the catalogue's 100 message. */
  title?: ReactNode;
  /** A sentence under the heading. */
  message?: ReactNode;
  /** Where the home button goes. */
  homeHref?: string;
  homeLabel?: string;
  /** Further ways on, as a list of links under the message. */
  links?: readonly NavLink[];
}

/**
 * The content of a page that failed (F§2): a heading, what to do, and a home button (a
 * link styled as a button: it goes somewhere, it does not act). Put it in the page's
 * `<main>`.
 */
export function ErrorPage({
  title = catalogueError("100").message,
  message,
  homeHref = "/",
  homeLabel = "Go to the home page",
  links = [],
}: ErrorPageProps) {
  return (
    <div data-slot="error-page" className="flex max-w-xl flex-col items-start gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {message ? <p>{message}</p> : null}
      {links.length > 0 ? (
        <ul className="flex flex-wrap gap-x-6">
          {links.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                className={`inline-flex min-h-11 items-center rounded-control font-medium text-link underline underline-offset-2 ${nativeFocusRing}`}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        href={homeHref}
        className={({ isHovered, isPressed }) =>
          buttonVariants({ state: isPressed ? "pressed" : isHovered ? "hovered" : "rest" })
        }
      >
        {homeLabel}
      </Link>
    </div>
  );
}

export interface NotFoundProps extends Omit<ErrorPageProps, "title" | "message" | "links"> {
  title?: ReactNode;
  /** Search flights (/flight), and hotels when that product is enabled. */
  links?: readonly NavLink[];
}

const NOT_FOUND_LINKS: readonly NavLink[] = [
  { key: "flight", label: "Search flights", href: "/flight" },
];

/** J§2's 404 page: the spec's sentence, its links, and the home button. */
export function NotFound({
  title = "Page not found",
  links = NOT_FOUND_LINKS,
  ...props
}: NotFoundProps) {
  return <ErrorPage title={title} message={ERROR_TEXTS.pageNotFound} links={links} {...props} />;
}

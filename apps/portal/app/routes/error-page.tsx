import { catalogueError, ERROR_TEXTS, LANDING_PATHS } from "@wayfare/domain";

const linkClass = "font-medium text-link underline underline-offset-2";

/** J§2 404 page: the spec's sentence, then links home and to flight search. */
export function NotFoundPage() {
  return (
    <ErrorLayout>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-3">{ERROR_TEXTS.pageNotFound}</p>
      <ul className="mt-2 flex gap-6">
        <li>
          <a className={linkClass} href="/">
            Home
          </a>
        </li>
        <li>
          <a className={linkClass} href={LANDING_PATHS.flightSearch}>
            Search flights
          </a>
        </li>
      </ul>
    </ErrorLayout>
  );
}

/** Any other failure: the catalogue's 100 message and a home button (F§2). */
export function FailurePage({ message = catalogueError("100").message }: { message?: string }) {
  return (
    <ErrorLayout>
      <h1 className="text-2xl font-semibold">{message}</h1>
      <p className="mt-4">
        <a className={linkClass} href="/">
          Go to the home page
        </a>
      </p>
    </ErrorLayout>
  );
}

function ErrorLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header className="border-b border-subtle bg-surface px-4 py-3">
        <a href={LANDING_PATHS.flightSearch} className="text-lg font-semibold">
          Wayfare
        </a>
      </header>
      <main className="mx-auto max-w-xl p-8">{children}</main>
    </>
  );
}

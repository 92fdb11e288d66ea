import { AppHeader, BrandMark, ErrorPage, MAIN_CONTENT_ID, NotFound } from "@wayfare/ui";
import { useBrand } from "../brand";

/** J§2's 404 page and F§2's error page, under a header whose logo links to flight search. */
export function ErrorView({ heading, notFound }: { heading: string; notFound: boolean }) {
  const brand = useBrand();
  return (
    <>
      <AppHeader
        homeHref="/flight"
        topMenu={[]}
        userMenu={[]}
        user={null}
        messages={{ brand: <BrandMark name={brand.name} logoUrl={brand.logoUrl} /> }}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto max-w-5xl px-4 py-8 outline-none">
        {notFound ? <NotFound title={heading} /> : <ErrorPage title={heading} />}
      </main>
    </>
  );
}

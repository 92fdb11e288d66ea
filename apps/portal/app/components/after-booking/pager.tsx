import { Link } from "react-router";
import { linkClasses } from "./link-classes";

/** Previous / next page links with "Page 2 of 3" (pages count from 1). */
export function Pager({
  page,
  pages,
  hrefOf,
  label,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={linkClasses} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p aria-current="page">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={linkClasses} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

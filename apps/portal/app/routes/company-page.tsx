import { data } from "react-router";
import { COMPANY_PAGES } from "../content/company-pages";
import { pageTitle } from "../page-title";
import type { Route } from "./+types/company-page";

export function loader({ url }: Route.LoaderArgs) {
  const page = COMPANY_PAGES[url.pathname];
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => [
  { title: pageTitle(matches, page?.title) },
];

/** The footer's Company links: About, Contact, Terms & Conditions, Privacy Policy. */
export default function CompanyPageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <article className="max-w-prose">
      <h1 className="mb-4 text-2xl font-semibold">{loaderData.title}</h1>
      {loaderData.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mb-3">
          {paragraph}
        </p>
      ))}
    </article>
  );
}

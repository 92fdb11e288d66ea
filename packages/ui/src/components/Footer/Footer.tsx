import type { NavLink } from "@wayfare/domain";
import { nativeFocusRing } from "../../lib/focus-ring";

export interface FooterSection {
  title: string;
  links: readonly NavLink[];
}

export interface FooterProps {
  /** The footer call's `data` (F§7): link sections, business or consumer. */
  sections: readonly FooterSection[];
  /** The footer call's `meta.copyright`. */
  copyright: string;
  /** Name of the footer's navigation landmark. */
  label?: string;
}

/**
 * The site footer: a navigation landmark of titled link sections (the business variant
 * speaks to partners, the consumer one to travellers) and the copyright line.
 */
export function Footer({ sections, copyright, label = "Footer" }: FooterProps) {
  return (
    <footer data-slot="footer" className="mt-12 border-t border-subtle bg-surface">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 pb-24 md:pb-8">
        <nav aria-label={label} className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-4">
          {sections.map((section) => (
            <section key={section.title} aria-labelledby={`footer-${slug(section.title)}`}>
              <h2 id={`footer-${slug(section.title)}`} className="mb-2 text-sm font-semibold">
                {section.title}
              </h2>
              <ul className="flex flex-col">
                {section.links.map((link) => (
                  <li key={link.key}>
                    <a
                      href={link.href}
                      className={`inline-flex min-h-11 items-center rounded-control text-sm text-link underline-offset-4 hover:underline ${nativeFocusRing}`}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <p className="text-sm text-fg-muted">{copyright}</p>
      </div>
    </footer>
  );
}

function slug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

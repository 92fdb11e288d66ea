interface ScriptsOffNoticeProps {
  loadAllHref: string;
}

/**
 * For a browser that ran the portal's scripts before but not now (decision 0048): its page
 * came without the cards' fares, which scripts render once opened, and cannot take the rest
 * of a streamed search. "Load all" is the page a browser without scripts gets, whole.
 */
export function ScriptsOffNotice({ loadAllHref }: ScriptsOffNoticeProps) {
  return (
    <noscript>
      <p className="mb-4">
        Scripts are off in this browser.{" "}
        <a href={loadAllHref} className="font-semibold text-link underline">
          Load all flights with their fares
        </a>
      </p>
    </noscript>
  );
}

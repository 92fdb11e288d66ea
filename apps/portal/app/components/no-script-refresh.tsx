/**
 * A meta refresh for browsers without JavaScript only (pages do the same with a timer when
 * scripts run). Inside <noscript> it never reaches scripted browsers, where axe rightly
 * counts a timed full-page reload against the page. `seconds` and `url` are ours, not input.
 */
export function NoScriptRefresh({ seconds, url }: { seconds: number; url?: string }) {
  const content = url ? `${seconds};url=${url}` : String(seconds);
  return (
    <noscript
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React cannot render a <meta> inside <noscript>
      dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${content}">` }}
    />
  );
}

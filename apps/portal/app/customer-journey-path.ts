/** The journey page a shared link opens, and its requests page (decision 0072). */
export const journeyPath = (token: string) => `/customer-journey/${token}`;
export const journeyRequestsPath = (token: string) => `${journeyPath(token)}/requests`;

/**
 * The token is the page's only key: no Referer carries it to another site, and no cache
 * keeps the page.
 */
export const journeyHeaders = () => ({
  "Referrer-Policy": "same-origin",
  "Cache-Control": "private, no-store",
});

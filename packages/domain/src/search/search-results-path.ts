/**
 * The results page's path, apart from the search URL's schema so that code which only
 * compares paths (the root route's revalidation check) takes no schema to the browser.
 */
export const SEARCH_RESULTS_PATH = "/flight/list/";

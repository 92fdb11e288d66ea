import { type SearchQuery, searchQuerySchema } from "./search-query";
import { readSearchUrl } from "./search-url-read";

/**
 * Reads a /flight/list URL (or its query string) back into a search query; undefined when
 * it does not describe a valid one (the search's schema checks what readSearchUrl reads).
 */
export function decodeSearchUrl(input: string | URLSearchParams): SearchQuery | undefined {
  return searchQuerySchema.safeParse(readSearchUrl(input)).data;
}

import {
  type ConfigCache,
  type ConfigTokens,
  cachesToRefresh,
  isCacheEntryFresh,
  parseConfigTokensHeader,
} from "@wayfare/domain";

interface Entry {
  value: unknown;
  storedAt: Date;
}

/**
 * The config caches of F§4 and F§7, kept by the portal's server for every visitor: an entry
 * is reused while fresh, only successful fetches are stored, and each service answer's
 * `ui_conf` tokens clear the caches whose token changed (the domain's cachesToRefresh). One
 * fetch per cache runs at a time, which is the spec's flag against simultaneous refreshes.
 */
export function createConfigCache(now: () => Date = () => new Date()) {
  let stored: ConfigTokens = {};
  const entries = new Map<ConfigCache, Entry>();
  const fetching = new Map<ConfigCache, Promise<unknown>>();

  function noteTokens(header: string | undefined) {
    const received = parseConfigTokensHeader(header);
    for (const cache of cachesToRefresh(stored, received)) entries.delete(cache);
    for (const [name, token] of Object.entries(received)) {
      if (token !== undefined) stored = { ...stored, [name]: token };
    }
  }

  async function refresh<T>(cache: ConfigCache, fetcher: () => Promise<T | undefined>) {
    try {
      const value = await fetcher();
      if (value !== undefined) entries.set(cache, { value, storedAt: now() });
      return value;
    } finally {
      fetching.delete(cache);
    }
  }

  /** The cached value while fresh, else a fetch; a failed fetch falls back to the stale value. */
  async function get<T>(
    cache: ConfigCache,
    maxAgeSeconds: number,
    fetcher: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const entry = entries.get(cache);
    if (entry && isCacheEntryFresh(entry.storedAt, now(), maxAgeSeconds)) return entry.value as T;
    let pending = fetching.get(cache) as Promise<T | undefined> | undefined;
    if (!pending) {
      pending = refresh(cache, fetcher);
      fetching.set(cache, pending);
    }
    return (await pending) ?? (entry?.value as T | undefined);
  }

  return { noteTokens, get };
}

export type ConfigCacheStore = ReturnType<typeof createConfigCache>;

/** The portal process's one store. */
export const configCache = createConfigCache();

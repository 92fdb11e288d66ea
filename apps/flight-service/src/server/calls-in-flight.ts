/**
 * The service's calls still being answered, so that closing waits for them before the
 * database goes: a call whose client has gone (its connection closed, so a graceful close no
 * longer waits for it) still finishes its work, and a page's next call, made as the one
 * before it answers, is waited for too.
 */
export function callsInFlight() {
  const pending = new Set<Promise<unknown>>();
  return {
    track<T>(call: Promise<T>): Promise<T> {
      pending.add(call);
      const done = () => pending.delete(call);
      call.then(done, done);
      return call;
    },
    /** Resolves once no call is left, counting those begun while it waited. */
    async settled(): Promise<void> {
      while (pending.size > 0) {
        await Promise.allSettled(pending);
        // A caller's next call starts in the callbacks of the one that just answered.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

/** The login link of a page a visitor may log in from and come back to (`next`). */
export function loginHrefBackTo(path: string): string {
  return `/app/login?${new URLSearchParams({ next: path })}`;
}

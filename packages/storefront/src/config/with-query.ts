/** `path?key=value&…` with the given values trimmed; empty and missing values are left out. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const trimmed = value?.trim();
    if (trimmed) params.set(key, trimmed);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

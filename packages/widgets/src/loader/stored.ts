/** The value under `key` in `localStorage`; null when absent or when the browser blocks storage. */
export function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

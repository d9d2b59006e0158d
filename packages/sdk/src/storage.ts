/** The subset of the Web Storage API the SDK needs. `localStorage` satisfies it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage kept in memory: for Node integrators, tests, and browsers where storage is blocked. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * The browser's `localStorage` when it exists and works (it throws in some privacy modes),
 * otherwise an in-memory storage. Outside a browser page (no `window`) on Node.js, memory: Node's
 * own `localStorage` (Node ≥ 25, experimental) is a file shared by every process started with
 * `--localstorage-file`, and only a warning without it ("localStorage is not available").
 */
export function defaultStorage(): KeyValueStorage {
  const scope = globalThis as { window?: unknown; process?: { versions?: { node?: string } } };
  if (scope.window === undefined && typeof scope.process?.versions?.node === 'string') {
    return memoryStorage();
  }
  const candidate = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  if (!candidate) return memoryStorage();
  try {
    const probe = '__liftline_probe__';
    candidate.setItem(probe, probe);
    candidate.removeItem(probe);
    return candidate;
  } catch {
    return memoryStorage();
  }
}

/**
 * Storage in a JSON file, for Node integrators who want the session to survive restarts.
 * Synchronous (like `localStorage`); pass the `fs` module so the SDK has no Node import.
 */
export function fileStorage(
  path: string,
  fs: {
    readFileSync(path: string, encoding: 'utf8'): string;
    writeFileSync(path: string, data: string, options?: { mode?: number }): void;
  },
): KeyValueStorage {
  const load = (): Record<string, string> => {
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(path, 'utf8'));
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  };
  const save = (values: Record<string, string>) =>
    fs.writeFileSync(path, JSON.stringify(values, null, 2), { mode: 0o600 });
  return {
    getItem: (key) => load()[key] ?? null,
    setItem: (key, value) => save({ ...load(), [key]: String(value) }),
    removeItem: (key) => {
      const values = load();
      delete values[key];
      save(values);
    },
  };
}

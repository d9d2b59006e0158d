import { readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';

const parsed = new Map<string, { mtimeMs: number; size: number; document: unknown }>();

/**
 * The contract (openapi.yaml) at `path` as a plain object. The YAML is parsed once per process,
 * and again when the file changes (its modification time or size): parsing it took about 0.1 s,
 * and each app read it seven times (routes, docs, indexes of operations), so each test app spent
 * 0.6 s on it. Every caller gets a copy of its own, which it may change (the route plugin does).
 */
export function readContract<Document = unknown>(path: string): Document {
  const { mtimeMs, size } = statSync(path);
  let entry = parsed.get(path);
  if (!entry || entry.mtimeMs !== mtimeMs || entry.size !== size) {
    entry = { mtimeMs, size, document: parse(readFileSync(path, 'utf8')) };
    parsed.set(path, entry);
  }
  return structuredClone(entry.document) as Document;
}

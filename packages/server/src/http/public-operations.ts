import { readContract } from './contract-document';

interface OperationObject {
  tags?: string[];
}

/**
 * URL patterns (under /api/v1) of the operations tagged `public` in the document: the calls the
 * dealer widgets make from any website (branch locator, catalog, quote and contact forms).
 */
export function publicOperationPatterns(openapiPath: string): RegExp[] {
  const document = readContract(openapiPath) as {
    paths: Record<string, Record<string, OperationObject>>;
  };
  const patterns: RegExp[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const isPublic = Object.values(item).some((operation) => operation?.tags?.includes('public'));
    if (!isPublic) continue;
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    patterns.push(new RegExp(`^/api/v1${source}/?$`));
  }
  return patterns;
}

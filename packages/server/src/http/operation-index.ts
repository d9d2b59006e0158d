import { readContract } from './contract-document';

/** One operation of the document, as the HTTP hooks need it (no schemas). */
export interface IndexedOperation {
  operationId: string;
  method: string;
  /** Matches the request path (without the query) under `/api/v1`. */
  pattern: RegExp;
  /** The operation needs a login (a non-empty `security` requirement). */
  secured: boolean;
  /** Tagged `public`: the calls dealer widgets make from any website. */
  public: boolean;
}

interface OperationObject {
  operationId?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of the OpenAPI document with a path matcher, for hooks that run per operation. */
export function indexOperations(openapiPath: string): IndexedOperation[] {
  const document = readContract(openapiPath) as {
    security?: Record<string, unknown>[];
    paths: Record<string, Partial<Record<(typeof METHODS)[number], OperationObject>>>;
  };
  const operations: IndexedOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    const pattern = new RegExp(`^/api/v1${source}/?$`);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const security = operation.security ?? document.security ?? [];
      operations.push({
        operationId: operation.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        pattern,
        secured: security.length > 0 && !security.some((entry) => Object.keys(entry).length === 0),
        public: operation.tags?.includes('public') ?? false,
      });
    }
  }
  return operations;
}

/** The operation a request is for, if any (HEAD is looked up as GET). */
export function findOperation(
  operations: IndexedOperation[],
  method: string,
  url: string,
): IndexedOperation | undefined {
  const path = url.split('?')[0] ?? '';
  const wanted = method === 'HEAD' ? 'GET' : method;
  return operations.find(
    (operation) => operation.method === wanted && operation.pattern.test(path),
  );
}

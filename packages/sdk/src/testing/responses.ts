/** A JSON `Response` for fake transports in tests. */
export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

/** How a streamed body ended: read to its end, cancelled, or neither (still holding its request). */
export interface BodyEnding {
  readonly drained: boolean;
  readonly cancelled: boolean;
}

/**
 * A JSON `Response` whose body is a stream that records how it ended, as a browser's is: a body
 * nobody reads or cancels keeps its request open. `body: null` streams nothing (an empty answer).
 */
export function streamedResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): { response: Response; ending: BodyEnding } {
  const ending = { drained: false, cancelled: false };
  const chunks = body === null ? [] : [new TextEncoder().encode(JSON.stringify(body))];
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks.shift();
        if (next) return controller.enqueue(next);
        ending.drained = true;
        controller.close();
      },
      cancel() {
        ending.cancelled = true;
      },
    },
    // Nothing is pulled before a reader asks.
    { highWaterMark: 0 },
  );
  const response = new Response(stream, {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { response, ending };
}

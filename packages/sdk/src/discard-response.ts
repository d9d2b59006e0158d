/**
 * Lets go of a response the SDK hands to no one (the 401 a retry answers instead, a response a
 * middleware replaced): cancels its body, so that the request ends. A browser keeps a fetch whose
 * body is never read open — Chromium reports it as still loading, so the page never reaches network
 * idle — and Node's fetch keeps its connection. A body already read or being read is left alone,
 * and so is one that lives on in `successor` (a middleware's `new Response(response.body, …)`).
 */
export function discardResponse(response: Response, successor?: Response): void {
  const { body } = response;
  if (!body || body.locked || response.bodyUsed || body === successor?.body) return;
  // Cancelling rejects only when the stream's source fails to stop: nothing is left to do then.
  body.cancel().catch(() => undefined);
}

#!/usr/bin/env node
// A webhook receiver: verifies each delivery's Liftline-Signature with the endpoint's secret and
// logs one line per new event. Register http://127.0.0.1:4600/ as an endpoint (allowed outside
// production, or with WEBHOOK_ALLOW_PRIVATE_TARGETS=true on the server), then:
//   LIFTLINE_WEBHOOK_SECRET=whsec_… [RECEIVER_PORT=4600] node receiver.mjs
import { createServer } from 'node:http';
import { verifyWebhook, WebhookSignatureError } from '@liftline/sdk';

const secret = process.env.LIFTLINE_WEBHOOK_SECRET ?? '';
if (!secret.startsWith('whsec_')) {
  console.error("Set LIFTLINE_WEBHOOK_SECRET to the endpoint's secret (whsec_…).");
  process.exit(2);
}
const port = Number(process.env.RECEIVER_PORT ?? 4600);
const MAX_BODY_BYTES = 1024 * 1024;

// Deliveries are at least once: a retry or a Resend brings the same event id again. A real
// receiver keeps the ids it handled in its database; this one remembers them while it runs.
const handled = new Set();

/**
 * A signed quote: the deal is closed (the lead is won and the rent lines are booked, which
 * `lead.updated` and `booking.created` also tell). This is where an integrator opens the rental
 * contract in its own system: the agreement number, the signer and the amounts, already computed
 * in cents by the server (never recompute them).
 */
function acceptedQuote(quote) {
  const rent = quote.lines.filter((line) =>
    ['day', 'week', 'four_weeks'].includes(line.rate_basis),
  );
  const units = rent.map(
    (line) => `${line.quantity}× ${line.description} ${line.start_date}..${line.end_date}`,
  );
  return [
    `${quote.number} of ${quote.lead_reference} signed by ${quote.signer_name}`,
    `agreement ${quote.agreement_number}, total $${quote.total} (tax $${quote.tax})`,
    units.length ? `booked: ${units.join('; ')}` : 'no rent lines',
  ].join(', ');
}

/** What an event is about, for the log line. */
function subjectOf(event) {
  switch (event.type) {
    case 'lead.created':
    case 'lead.updated':
      return `${event.data.reference} ${event.data.status}`;
    case 'quote_list.created':
      return `${event.data.request_reference} (${event.data.leads.length} leads)`;
    case 'booking.created':
    case 'booking.released':
      return `booking ${event.data.id} ${event.data.start_date}..${event.data.end_date}`;
    case 'quote.sent':
    case 'quote.declined':
      return `${event.data.number} v${event.data.version} of ${event.data.lead_reference} ${event.data.status} ($${event.data.total})`;
    case 'quote.accepted':
      return acceptedQuote(event.data);
    case 'webhook.test':
      return `test of endpoint ${event.data.endpoint_id}`;
    default:
      return `product ${event.data.id} ${event.data.status}`;
  }
}

/** The body exactly as it arrived: the signature is over these bytes, not over parsed JSON. */
async function rawBody(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function answer(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const server = createServer(async (request, response) => {
  if (request.method !== 'POST') return answer(response, 405, { message: 'POST only.' });
  const body = await rawBody(request);
  if (!body) return answer(response, 413, { message: 'Body too large.' });
  let event;
  try {
    event = await verifyWebhook(body, request.headers['liftline-signature'], secret);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    console.error(`refused (${error.reason}): ${error.message}`);
    return answer(response, 400, { message: error.message, reason: error.reason });
  }
  if (handled.has(event.id)) {
    console.log(`duplicate ${event.type} ${event.id}`);
  } else {
    handled.add(event.id);
    console.log(`verified ${event.type} ${event.id} ${subjectOf(event)}`);
  }
  // Acknowledge at once (within 10 s); slow work belongs in a job of your own.
  answer(response, 200, { received: true });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));

import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { S3Client } from '@aws-sdk/client-s3';
import type { MailTransport } from '../mail/mail-delivery';
import type { WebhookRequest, WebhookSender } from '../webhooks/sender';
import type { Metrics } from './metrics';
import { inSpan } from './tracing';

/** A mail transport whose sends are spans and count as mail deliveries (delivered or failed). */
export function observeMailTransport(transport: MailTransport, metrics?: Metrics): MailTransport {
  return {
    sendMail: (message) =>
      inSpan('mail send', { kind: SpanKind.CLIENT, root: true }, async () => {
        try {
          const result = await transport.sendMail(message);
          metrics?.delivery('mail', 'delivered');
          return result;
        } catch (error) {
          metrics?.delivery('mail', 'failed');
          throw error;
        }
      }),
  };
}

/**
 * A webhook sender whose attempts are spans (target host, status) and count as webhook
 * deliveries. A delivery is work of the queue, not of the request that happened to wake it:
 * each one starts a trace of its own.
 */
export function observeWebhookSender<S extends Pick<WebhookSender, 'send'>>(
  sender: S,
  metrics?: Metrics,
): S {
  return {
    ...sender,
    send: (request: WebhookRequest) =>
      inSpan(
        'webhook send',
        {
          kind: SpanKind.CLIENT,
          root: true,
          attributes: { 'http.request.method': 'POST', 'server.address': hostOf(request.url) },
        },
        async (span) => {
          const result = await sender.send(request);
          if (result.statusCode !== null)
            span.setAttribute('http.response.status_code', result.statusCode);
          if (!result.ok)
            span.setStatus({ code: SpanStatusCode.ERROR, message: result.error ?? 'not 2xx' });
          metrics?.delivery('webhook', result.ok ? 'delivered' : 'failed');
          return result;
        },
      ),
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return 'invalid';
  }
}

/** Each S3 command a span (`S3 PutObject`, with the bucket), through the client's middleware. */
export function traceS3Client(client: S3Client): void {
  client.middlewareStack.add(
    (next, handlerContext) => (args) =>
      inSpan(
        `S3 ${String(handlerContext.commandName ?? 'command').replace(/Command$/, '')}`,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'rpc.system': 'aws-api',
            'rpc.service': 'S3',
            'aws.s3.bucket': String((args.input as { Bucket?: unknown }).Bucket ?? ''),
          },
        },
        () => next(args),
      ),
    { step: 'initialize', name: 'liftlineTracing' },
  );
}

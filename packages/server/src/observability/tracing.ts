import {
  context,
  propagation,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
  type SpanKind,
  type Tracer,
} from '@opentelemetry/api';

/** The tracer of every span the server makes; a no-op until `startTracing` registers the SDK. */
export function tracer(): Tracer {
  return trace.getTracer('liftline-server');
}

/** Runs `work` in a span that is current for it; a throw marks the span as an error. */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; root?: boolean },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

function failed(span: Span, error: unknown): void {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message.slice(0, 200) : undefined,
  });
}

/**
 * Whether the standard `OTEL_*` variables ask for traces: `OTEL_TRACES_EXPORTER=otlp`, or an OTLP
 * endpoint (`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` / `OTEL_EXPORTER_OTLP_ENDPOINT`) with no exporter
 * named. `OTEL_SDK_DISABLED=true` or `OTEL_TRACES_EXPORTER=none` turn them off. Only OTLP over
 * HTTP with JSON is sent: another `OTEL_EXPORTER_OTLP(_TRACES)_PROTOCOL` is a startup error
 * rather than traces silently lost.
 */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of exporters)
    if (name !== 'otlp' && name !== 'none')
      throw new Error(`OTEL_TRACES_EXPORTER must be otlp or none, got "${name}"`);
  const wanted = exporters.length
    ? exporters.includes('otlp')
    : Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const protocol =
    env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/json';
  if (wanted && protocol !== 'http/json')
    throw new Error(
      `OTEL_EXPORTER_OTLP_PROTOCOL must be http/json (the server sends OTLP/HTTP JSON), got "${protocol}"`,
    );
  return wanted;
}

/**
 * Starts the OpenTelemetry SDK when the `OTEL_*` variables ask for it (see `tracingWanted`):
 * W3C `traceparent` propagation, spans batched to the OTLP/HTTP endpoint. The exporter and the
 * batch processor read their own variables (`OTEL_EXPORTER_OTLP_*`, `OTEL_BSP_*`), the sampler
 * `OTEL_TRACES_SAMPLER(_ARG)`, the resource `OTEL_SERVICE_NAME` and `OTEL_RESOURCE_ATTRIBUTES`.
 * Answers `shutdown` (sends what is buffered), or null when tracing is off.
 */
export async function startTracing(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ shutdown(): Promise<void> } | null> {
  if (!tracingWanted(env)) return null;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, resources] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const resource = resources
    .resourceFromAttributes({ 'service.name': 'liftline-server' })
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Global tracer, AsyncLocalStorage context and the W3C trace-context propagator.
  provider.register();
  return {
    async shutdown() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

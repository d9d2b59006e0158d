import type { FastifyInstance } from 'fastify';

const HOUR = 60 * 60 * 1000;

/**
 * Runs `purge` when the app is ready and every hour after (an unref'd timer, stopped when the app
 * closes). A failure is logged (`failure` is the log message) and retried at the next hour.
 */
export function purgeHourly(
  app: FastifyInstance,
  purge: () => Promise<unknown>,
  failure: string,
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    purge().catch((error: unknown) => {
      app.log.warn({ err: error }, failure);
    });
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), HOUR);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

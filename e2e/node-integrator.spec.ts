import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const run = promisify(execFile);
const script = 'examples/node-integrator/locate-branch.mjs';

// The Node example uses the built SDK (dist) against the real server started for the e2e run.
test.describe('Node integrator example', () => {
  test('locates the nearest branch through the SDK', async ({ baseURL }) => {
    const { stdout } = await run(process.execPath, [script, '94103'], {
      env: { ...process.env, LIFTLINE_API: `${baseURL}/api` },
    });
    expect(stdout).toMatch(/San Francisco, CA \(\d+(\.\d)? mi from 94103\)/);
  });

  test('reports the server message for an unknown zip', async ({ baseURL }) => {
    const failure = await run(process.execPath, [script, '00000'], {
      env: { ...process.env, LIFTLINE_API: `${baseURL}/api` },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain(
      '404: We could not find zip code 00000.',
    );
  });
});

test.describe('Node integrator example: log in, filter, quote', () => {
  test('logs in, lists filtered equipment and requests a quote against the real server', async ({
    baseURL,
  }) => {
    const { stdout } = await run(process.execPath, ['examples/node-integrator/request-quote.mjs'], {
      env: { ...process.env, LIFTLINE_API: `${baseURL}/api` },
    });
    expect(stdout).toContain(
      'Logged in as Dana Demo (Liftline Demo Rentals); may manage products: true',
    );
    expect(stdout).toMatch(/\d+ lift trucks for rent at \$400\/day or less/);
    expect(stdout).toMatch(/Quote requested: Q-\d{4}-\d{6} \(received\)/);
  });
});

// SDK overhead: a call through the full @liftline/sdk client (its call builder on openapi-fetch's
// serializers, the session rules, `unwrap`) vs a raw `fetch` + `.json()`, both against the same
// in-process stub transport.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { median, root } from './util.mjs';

const BODY = JSON.stringify({
  id: 3,
  name: 'Liftline Chicago South',
  address_line1: '4400 S Racine Ave',
  city: 'Chicago',
  state: 'IL',
  zip_code: '60609',
  phone_number: '(312) 555-0142',
  email: 'chicago@liftline.example',
  hours: [{ days: 'Mon–Fri', opens: '07:00', closes: '17:00' }],
  latitude: 41.81,
  longitude: -87.65,
  distance_miles: 5.2,
});

// Like the real `fetch` (WHATWG fetch, step 1; undici does the same), the stub turns its arguments
// into a Request before "sending" it, so both sides pay what a real call pays for that.
const stubFetch = async (input, init) => {
  void new Request(input, init);
  return new Response(BODY, { status: 200, headers: { 'content-type': 'application/json' } });
};

export async function sdkOverhead({ iterations = 20_000, rounds = 5 } = {}) {
  const sdk = await import(pathToFileURL(join(root, 'packages', 'sdk', 'dist', 'index.js')).href);
  const client = sdk.createClient({
    baseUrl: 'http://bench.invalid/api',
    fetch: stubFetch,
    storage: sdk.memoryStorage(),
  });
  const url = 'http://bench.invalid/api/v1/locate-branch?zip_code=60601';
  const viaSdk = () =>
    sdk.unwrap(client.GET('/locate-branch', { params: { query: { zip_code: '60601' } } }));
  const raw = async () => (await stubFetch(url)).json();
  // A fetch handed a Request copies it (the stub too, as a real fetch does): two Requests per call,
  // what the client paid while openapi-fetch handed its transport a Request. Shown for reference.
  const rawWithRequest = async () => (await stubFetch(new Request(url))).json();

  const check = await viaSdk();
  if (check.zip_code !== '60609') throw new Error('the SDK call did not return the canned body');

  const perCall = async (call, count) => {
    const started = performance.now();
    for (let i = 0; i < count; i++) await call();
    return ((performance.now() - started) * 1000) / count; // µs
  };
  const perRound = Math.ceil(iterations / rounds);
  await perCall(raw, 2000); // warm-up (JIT)
  await perCall(viaSdk, 2000);
  await perCall(rawWithRequest, 2000);
  const rawTimes = [];
  const sdkTimes = [];
  const requestTimes = [];
  for (let round = 0; round < rounds; round++) {
    rawTimes.push(await perCall(raw, perRound));
    sdkTimes.push(await perCall(viaSdk, perRound));
    requestTimes.push(await perCall(rawWithRequest, perRound));
  }
  const rawMicros = median(rawTimes);
  const sdkMicros = median(sdkTimes);
  const rawWithRequestMicros = median(requestTimes);
  return {
    iterations: perRound * rounds,
    rounds,
    rawMicros,
    sdkMicros,
    rawWithRequestMicros,
    ratio: sdkMicros / rawMicros,
    ratioVsRequest: sdkMicros / rawWithRequestMicros,
  };
}

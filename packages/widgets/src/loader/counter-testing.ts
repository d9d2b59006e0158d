// The tests' `navigator.sendBeacon`: what the counter sent, and what the browser answers.

export interface Beacons {
  /** Each beacon: its URL and its body (parsed). */
  sent: { url: string; body: unknown }[];
  /** What `sendBeacon` returns (false: the browser refused to queue it). */
  answer: boolean;
}

/** Installs a recording `navigator.sendBeacon` (remove it with `unstubNavigator()`). */
export function stubBeacon(): Beacons {
  const beacons: Beacons = { sent: [], answer: true };
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.sent.push({ url, body: JSON.parse(body) });
      return beacons.answer;
    },
  });
  return beacons;
}

/** Removes what the tests defined on `navigator` and `window` (sendBeacon, GPC, DNT). */
export function unstubNavigator(): void {
  for (const name of ['sendBeacon', 'globalPrivacyControl', 'doNotTrack'])
    delete (navigator as unknown as Record<string, unknown>)[name];
  delete (window as unknown as Record<string, unknown>).doNotTrack;
}

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('ASSET_BASE_URL', () => {
  it('is unset by default: picture URLs stay relative (/media/…)', () => {
    expect(loadConfig({}).assetBaseUrl).toBeUndefined();
    expect(loadConfig({ ASSET_BASE_URL: '  ' }).assetBaseUrl).toBeUndefined();
  });

  it('takes an http(s) origin, with or without a path, its trailing slashes removed', () => {
    expect(loadConfig({ ASSET_BASE_URL: 'https://cdn.example.net/' }).assetBaseUrl).toBe(
      'https://cdn.example.net',
    );
    expect(
      loadConfig({ ASSET_BASE_URL: 'http://CDN.example.net:8080/liftline//' }).assetBaseUrl,
    ).toBe('http://cdn.example.net:8080/liftline');
  });

  it.each([
    'cdn.example.net',
    '/media',
    'ftp://cdn.example.net',
    'javascript:alert(1)',
    'https://user:secret@cdn.example.net',
    'https://cdn.example.net/?v=1',
    'https://cdn.example.net/#x',
  ])('refuses %s with a message naming the setting', (value) => {
    expect(() => loadConfig({ ASSET_BASE_URL: value })).toThrow(/^ASSET_BASE_URL must be/);
  });
});

describe('the dealer event settings', () => {
  it('default to 120 requests per IP and 6,000 events per key a minute, raw events kept 30 days', () => {
    expect(loadConfig({})).toMatchObject({
      dealerEventsPerIpPerMinute: 120,
      dealerEventsPerKeyPerMinute: 6000,
      dealerEventsRetentionDays: 30,
    });
    expect(
      loadConfig({
        DEALER_EVENTS_PER_IP_PER_MINUTE: '600',
        DEALER_EVENTS_PER_KEY_PER_MINUTE: '100000',
        DEALER_EVENTS_RETENTION_DAYS: '7',
      }),
    ).toMatchObject({
      dealerEventsPerIpPerMinute: 600,
      dealerEventsPerKeyPerMinute: 100_000,
      dealerEventsRetentionDays: 7,
    });
  });

  it.each(['0', '31', '-1', 'x'])('refuse a retention of %s days (1 to 30)', (value) => {
    expect(() => loadConfig({ DEALER_EVENTS_RETENTION_DAYS: value })).toThrow(
      /^DEALER_EVENTS_RETENTION_DAYS must be/,
    );
  });
});

describe('the webhook settings', () => {
  it('allow private targets outside production only, unless WEBHOOK_ALLOW_PRIVATE_TARGETS says', () => {
    expect(loadConfig({}).webhookAllowPrivateTargets).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).webhookAllowPrivateTargets).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })
        .webhookAllowPrivateTargets,
    ).toBe(true);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }).webhookAllowPrivateTargets).toBe(
      false,
    );
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow(
      /^WEBHOOK_ALLOW_PRIVATE_TARGETS must be one of true, false/,
    );
  });

  it('retry a failed delivery after 30 s first, WEBHOOK_RETRY_BASE_MS changes it', () => {
    expect(loadConfig({}).webhookRetryBaseMs).toBe(30_000);
    expect(loadConfig({ WEBHOOK_RETRY_BASE_MS: '100' }).webhookRetryBaseMs).toBe(100);
    expect(() => loadConfig({ WEBHOOK_RETRY_BASE_MS: '-1' })).toThrow(/^WEBHOOK_RETRY_BASE_MS/);
  });
});

describe('API_KEY_LIMIT_PER_MINUTE', () => {
  it('lets a secret API key make 600 calls a minute unless it says otherwise', () => {
    expect(loadConfig({}).apiKeyLimitPerMinute).toBe(600);
    expect(loadConfig({ API_KEY_LIMIT_PER_MINUTE: '5000' }).apiKeyLimitPerMinute).toBe(5000);
  });

  it.each(['-1', 'x', '1.5', '1000001'])('refuses %s', (value) => {
    expect(() => loadConfig({ API_KEY_LIMIT_PER_MINUTE: value })).toThrow(
      /^API_KEY_LIMIT_PER_MINUTE must be/,
    );
  });
});

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

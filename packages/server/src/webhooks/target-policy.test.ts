import { describe, expect, it } from 'vitest';
import {
  checkWebhookUrl,
  isRefusedAddress,
  refusalOf,
  resolveWebhookTarget,
  type Resolver,
} from './target-policy';

const production = { allowPrivate: false };
const development = { allowPrivate: true };

describe('isRefusedAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['0:0:0:0:0:0:7f00:1', 'loopback'],
    ['::10.0.0.1', 'private'],
    ['::a00:1', 'private'],
    ['::c0a8:101', 'private'],
  ])('refuses %s (%s) in production and allows it with allowPrivate', (address, range) => {
    expect(refusalOf(address, production)).toBe(`${range} address`);
    expect(isRefusedAddress(address, development)).toBe(false);
  });

  it.each([
    ['169.254.169.254', 'cloud metadata address'],
    ['169.254.170.2', 'cloud metadata address'],
    ['100.100.100.200', 'cloud metadata address'],
    ['fd00:ec2::254', 'cloud metadata address'],
    ['::ffff:169.254.169.254', 'cloud metadata address'],
    ['::169.254.169.254', 'cloud metadata address'],
    ['::a9fe:a9fe', 'cloud metadata address'],
    ['::a9fe:101', 'linkLocal address'],
    ['::0.0.0.2', 'unspecified address'],
    ['[fd00:ec2:0::254]', 'cloud metadata address'],
    ['169.254.1.1', 'linkLocal address'],
    ['fe80::1', 'linkLocal address'],
    ['fe80::1%eth0', 'linkLocal address'],
    ['100.64.0.1', 'carrierGradeNat address'],
    ['0.0.0.0', 'unspecified address'],
    ['::', 'unspecified address'],
    ['255.255.255.255', 'broadcast address'],
    ['224.0.0.1', 'multicast address'],
    ['ff02::1', 'multicast address'],
    ['192.0.0.8', 'reserved address'],
    ['198.18.0.1', 'reserved address'],
    ['240.0.0.1', 'reserved address'],
    ['2001:db8::1', 'reserved address'],
    ['64:ff9b::7f00:1', 'rfc6052 address'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052 address'],
    ['2002:7f00:1::', '6to4 address'],
    ['2001::1', 'teredo address'],
    ['100::1', 'discard address'],
    ['not-an-ip', 'not an IP address'],
  ])('always refuses %s (%s), even with allowPrivate', (address, reason) => {
    expect(refusalOf(address, production)).toBe(reason);
    expect(refusalOf(address, development)).toBe(reason);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '::8.8.8.8',
    '::808:808',
  ])('allows the public address %s', (address) => {
    expect(isRefusedAddress(address, production)).toBe(false);
  });
});

describe('checkWebhookUrl', () => {
  it('accepts an https URL with a name or a public address', () => {
    expect(checkWebhookUrl('https://hooks.example.com/liftline?x=1', production)).toMatchObject({
      ok: true,
    });
    expect(checkWebhookUrl('https://8.8.8.8:8443/in', production).ok).toBe(true);
  });

  it.each([
    ['ftp://hooks.example.com/', 'The URL must start with https://.'],
    ['hooks.example.com/in', 'Not an absolute URL.'],
    ['http://hooks.example.com/in', 'The URL must start with https://.'],
    ['https://user:pw@hooks.example.com/', 'The URL must not contain a user name or password.'],
    ['https://127.0.0.1/', "The URL's host is not allowed (loopback address)."],
    ['https://2130706433/', "The URL's host is not allowed (loopback address)."],
    ['https://0x7f.1/', "The URL's host is not allowed (loopback address)."],
    ['https://0177.0.0.1/', "The URL's host is not allowed (loopback address)."],
    ['https://[::ffff:127.0.0.1]/', "The URL's host is not allowed (loopback address)."],
    ['https://[::1]:8443/', "The URL's host is not allowed (loopback address)."],
    ['https://localhost/', "The URL's host is not allowed (loopback address)."],
    ['https://10.0.0.5/', "The URL's host is not allowed (private address)."],
    ['https://169.254.169.254/latest/', "The URL's host is not allowed (cloud metadata address)."],
    ['https://[fd00:ec2::254]/', "The URL's host is not allowed (cloud metadata address)."],
    ['https://0.0.0.0/', "The URL's host is not allowed (unspecified address)."],
    ['https://[::127.0.0.1]/x', "The URL's host is not allowed (loopback address)."],
    ['https://[::7f00:1]/x', "The URL's host is not allowed (loopback address)."],
    ['https://[::10.0.0.1]/x', "The URL's host is not allowed (private address)."],
    ['https://[::169.254.169.254]/x', "The URL's host is not allowed (cloud metadata address)."],
    [`https://example.com/${'a'.repeat(2048)}`, 'The URL is longer than 2048 characters.'],
  ])('refuses %s in production', (url, reason) => {
    expect(checkWebhookUrl(url, production)).toEqual({ ok: false, reason });
  });

  it('allows http:// and https:// to loopback and private hosts only with allowPrivate', () => {
    expect(checkWebhookUrl('http://127.0.0.1:4000/hook', development).ok).toBe(true);
    expect(checkWebhookUrl('http://localhost:4000/hook', development).ok).toBe(true);
    expect(checkWebhookUrl('https://192.168.0.10/hook', development).ok).toBe(true);
    expect(checkWebhookUrl('http://8.8.8.8/hook', development)).toEqual({
      ok: false,
      reason: 'http:// is allowed only to loopback and private addresses.',
    });
    expect(checkWebhookUrl('http://[::7f00:1]:4000/hook', development).ok).toBe(true);
    expect(checkWebhookUrl('https://[::a9fe:a9fe]/', development)).toEqual({
      ok: false,
      reason: "The URL's host is not allowed (cloud metadata address).",
    });
    expect(checkWebhookUrl('http://169.254.169.254/', development)).toEqual({
      ok: false,
      reason: "The URL's host is not allowed (cloud metadata address).",
    });
  });
});

describe('resolveWebhookTarget', () => {
  const resolvesTo =
    (...addresses: string[]): Resolver =>
    async () =>
      addresses;

  it('refuses a name that resolves to an internal address, or to one among public ones', async () => {
    expect(
      await resolveWebhookTarget('https://evil.example/', production, resolvesTo('127.0.0.1')),
    ).toEqual({ ok: false, reason: "The URL's host is not allowed (loopback address)." });
    expect(
      await resolveWebhookTarget(
        'https://evil.example/',
        production,
        resolvesTo('8.8.8.8', '169.254.169.254'),
      ),
    ).toEqual({ ok: false, reason: "The URL's host is not allowed (cloud metadata address)." });
  });

  it('refuses a name that does not resolve, and http:// to a name with a public address', async () => {
    const fails: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await resolveWebhookTarget('https://nowhere.example/', production, fails)).toEqual({
      ok: false,
      reason: "The URL's host does not resolve.",
    });
    expect(
      await resolveWebhookTarget('http://public.example/', development, resolvesTo('8.8.8.8')),
    ).toEqual({
      ok: false,
      reason: "The URL's host is not allowed (http:// to a public address).",
    });
  });

  it('accepts a name with public addresses only', async () => {
    const check = await resolveWebhookTarget(
      'https://hooks.example.com/in',
      production,
      resolvesTo('93.184.215.14', '2606:4700::1111'),
    );
    expect(check.ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { newSecretToken } from './secret-tokens';
import { openSuccessor, sealSuccessor, type SuccessorPair } from './successor-seal';

const pair: SuccessorPair = {
  accessToken: 'a.b.c',
  accessExpiresAt: '2030-01-01T00:00:00.000Z',
  refreshToken: 'next-refresh-token',
  refreshExpiresAt: '2030-02-01T00:00:00.000Z',
};
const session = '9f1c4f0e-3b5a-4c51-9d7e-2a6b1f3e8c10';

describe('successor seal', () => {
  it('opens with the refresh token it was sealed for', () => {
    const token = newSecretToken();
    const sealed = sealSuccessor(token, session, pair);
    expect(sealed).not.toContain(pair.refreshToken);
    expect(openSuccessor(token, session, sealed)).toEqual(pair);
  });

  it('does not open with another token, another session or a tampered box', () => {
    const token = newSecretToken();
    const sealed = sealSuccessor(token, session, pair);
    expect(openSuccessor(newSecretToken(), session, sealed)).toBeNull();
    expect(openSuccessor(token, session.replace('9f', '8f'), sealed)).toBeNull();
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(openSuccessor(token, session, raw.toString('base64url'))).toBeNull();
  });
});

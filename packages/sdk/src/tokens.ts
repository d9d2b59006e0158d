import type { KeyValueStorage } from './storage';

/** Storage keys of the session tokens. */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';
export const REFRESH_TOKEN_EXPIRATION_KEY = 'refresh_token_expiration';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** When the refresh token expires (ISO 8601), if known. */
  refreshTokenExpiration: string | null;
}

/** The token part of login/register/refresh responses. */
export interface TokenResponseLike {
  access_token: string;
  refresh_token: string;
  refresh_token_expiration?: string | null;
  refresh_expires_in?: number | null;
}

/**
 * A token response carries either `refresh_token_expiration` or `refresh_expires_in`
 * (seconds); the latter is turned into an absolute time.
 */
export function tokensFromResponse(
  response: TokenResponseLike,
  now: Date = new Date(),
): SessionTokens {
  let expiration: string | null = null;
  if (response.refresh_token_expiration) {
    expiration = new Date(response.refresh_token_expiration).toISOString();
  } else if (typeof response.refresh_expires_in === 'number') {
    expiration = new Date(now.getTime() + response.refresh_expires_in * 1000).toISOString();
  }
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    refreshTokenExpiration: expiration,
  };
}

/** Tokens held in memory and persisted through a storage adapter. */
export function createTokenStore(storage: KeyValueStorage) {
  let current: SessionTokens | null = null;
  const listeners = new Set<(tokens: SessionTokens | null) => void>();

  function read(): SessionTokens | null {
    try {
      const accessToken = storage.getItem(ACCESS_TOKEN_KEY);
      const refreshToken = storage.getItem(REFRESH_TOKEN_KEY);
      if (!accessToken || !refreshToken) return null;
      return {
        accessToken,
        refreshToken,
        refreshTokenExpiration: storage.getItem(REFRESH_TOKEN_EXPIRATION_KEY),
      };
    } catch {
      return null;
    }
  }
  current = read();

  function notify() {
    for (const listener of listeners) listener(current);
  }

  return {
    get(): SessionTokens | null {
      return current;
    },
    set(tokens: SessionTokens): void {
      current = tokens;
      try {
        storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
        storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
        if (tokens.refreshTokenExpiration)
          storage.setItem(REFRESH_TOKEN_EXPIRATION_KEY, tokens.refreshTokenExpiration);
        else storage.removeItem(REFRESH_TOKEN_EXPIRATION_KEY);
      } catch {
        // Storage full or blocked: the tokens still live in memory for this page.
      }
      notify();
    },
    clear(): void {
      current = null;
      for (const key of [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, REFRESH_TOKEN_EXPIRATION_KEY]) {
        try {
          storage.removeItem(key);
        } catch {
          // ignore: nothing more we can do
        }
      }
      notify();
    },
    /** Re-reads storage (another tab may have logged in or out). */
    reload(): SessionTokens | null {
      current = read();
      notify();
      return current;
    },
    subscribe(listener: (tokens: SessionTokens | null) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;

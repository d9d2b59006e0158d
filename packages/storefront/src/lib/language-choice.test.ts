import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, saveLanguageChoice } from './language-choice';

describe('saveLanguageChoice', () => {
  it('keeps the language in local storage and a first-party lang cookie for a year', () => {
    const stored = new Map<string, string>();
    const target = { cookie: '' };
    saveLanguageChoice('es', {
      storage: { setItem: (key, value) => void stored.set(key, value) },
      document: target,
      secure: true,
    });
    expect(stored.get(LOCALE_STORAGE_KEY)).toBe('es');
    expect(target.cookie).toBe('lang=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('still writes the cookie when local storage refuses', () => {
    const target = { cookie: '' };
    saveLanguageChoice('en', {
      storage: {
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
      document: target,
      secure: false,
    });
    expect(target.cookie).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

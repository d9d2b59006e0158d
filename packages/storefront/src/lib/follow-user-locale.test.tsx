import { describe, expect, it, vi } from 'vitest';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import { useFollowUserLocale, userLocaleTarget } from './follow-user-locale';

describe('userLocaleTarget', () => {
  it('sends a guest or account page to the twin in the user’s language, query kept', () => {
    expect(userLocaleTarget('/authorized/account', '', 'en', 'es')).toBe('/es/authorized/account');
    expect(userLocaleTarget('/authorized/account/leads', 'status=new', 'es', 'en')).toBe(
      '/authorized/account/leads?status=new',
    );
    expect(userLocaleTarget('/guest/upgrade-required', 'from=%2F', 'en', 'es')).toBe(
      '/es/guest/upgrade-required?from=%2F',
    );
  });

  it('leaves public pages, a page already in the user’s language and guests alone', () => {
    expect(userLocaleTarget('/equipment', '', 'en', 'es')).toBeNull();
    expect(userLocaleTarget('/', '', 'es', 'en')).toBeNull();
    expect(userLocaleTarget('/authorized/account', '', 'es', 'es')).toBeNull();
    expect(userLocaleTarget('/authorized/account', '', 'en', undefined)).toBeNull();
  });
});

function Follower({ navigate }: { navigate: (url: string) => void }) {
  useFollowUserLocale(navigate);
  return null;
}

describe('useFollowUserLocale', () => {
  it('replaces an account page in English with its Spanish twin for a user who chose Spanish', async () => {
    const navigate = vi.fn();
    renderApp(<Follower navigate={navigate} />, {
      url: '/authorized/account',
      user: aUser({ locale: 'es' }),
    });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/es/authorized/account'));
  });

  it('stays on a public page whatever the user chose', async () => {
    const navigate = vi.fn();
    renderApp(<Follower navigate={navigate} />, { url: '/es', user: aUser({ locale: 'en' }) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigate).not.toHaveBeenCalled();
  });
});

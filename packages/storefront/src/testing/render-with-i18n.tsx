import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { testI18n } from './test-i18n';

/**
 * `render` from Testing Library inside a Lingui provider (English unless `locale` says otherwise),
 * for components rendered without the whole app (`renderApp` has its own).
 */
export function renderWithI18n(
  ui: ReactElement,
  { locale = 'en', ...options }: RenderOptions & { locale?: Locale } = {},
): RenderResult {
  const i18n = testI18n(locale);
  const Outer = options.wrapper;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{Outer ? <Outer>{children}</Outer> : children}</I18nProvider>
  );
  return render(ui, { ...options, wrapper });
}

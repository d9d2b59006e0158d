import { I18nProvider, Trans } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { messages as es } from '@/locales/es/messages.po';
import { useContentMessages } from './content-messages';
import { createI18n } from './create-i18n';

function AboutLead() {
  useContentMessages();
  return <Trans id="about.whatWeDo.title" message="What we do" />;
}

describe('useContentMessages', () => {
  it('waits for the content catalog of the page language, which the pages catalog leaves out', async () => {
    const i18n = createI18n('es', es);
    expect(es['about.whatWeDo.title']).toBeUndefined();
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>…</p>}>
          <AboutLead />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('…')).toBeTruthy();
    expect(await screen.findByText('Qué hacemos')).toBeTruthy();
  });
});

import { Trans } from '@lingui/react';
import { localizedPath } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import styles from './content-pages.module.scss';

/**
 * On a legal page in another language than English: this text is a translation, the English text
 * prevails, and a link to it (a plain link: it leaves this language's pages). Nothing in English.
 */
export function EnglishPrevailsNotice({ englishPath }: { englishPath: string }) {
  const locale = useLocale();
  if (locale === 'en') return null;
  return (
    <p className={styles.notice}>
      <Trans
        id="legal.englishPrevails"
        message="This page is a translation for your convenience. If it differs from the English text, the English text prevails. <0>Read the English version</0>."
        components={{
          // The message gives the link its content.
          // eslint-disable-next-line jsx-a11y/anchor-has-content
          0: <a href={localizedPath(englishPath, 'en')} hrefLang="en" />,
        }}
      />
    </p>
  );
}

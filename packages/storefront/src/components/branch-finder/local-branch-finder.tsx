import { sdkMessages } from '@liftline/sdk';
import { BranchFinder, type BranchFinderProps } from '@liftline/widgets';
import { useCallback, useRef } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { PRODUCT_KEY } from '@/config/env';
import { useApiClient } from '@/lib/api/api-provider';
import { usePageLocale } from '@/lib/page-locale';

export type LocalBranchFinderProps = Omit<
  BranchFinderProps,
  'client' | 'productKey' | 'onSearchError' | 'onSearchErrorCleared' | 'storage'
>;

/**
 * The branch finder widget wired to the storefront: its API client, its product key, the page's
 * language, and search failures (the server's message, or "Unable to locate branch for zip code
 * …") in the app's red error toast, taken away when the next search starts.
 */
export function LocalBranchFinder(props: LocalBranchFinderProps) {
  const toast = useToast();
  const client = useApiClient();
  const locale = usePageLocale();
  const shownError = useRef<string | null>(null);
  const onSearchError = useCallback(
    (message: string) => {
      shownError.current = toast.error({ title: sdkMessages(locale).errorNoticeTitle, message });
    },
    [toast, locale],
  );
  const onSearchErrorCleared = useCallback(() => {
    if (shownError.current !== null) toast.dismiss(shownError.current);
    shownError.current = null;
  }, [toast]);
  return (
    <BranchFinder
      client={client}
      productKey={PRODUCT_KEY}
      onSearchError={onSearchError}
      onSearchErrorCleared={onSearchErrorCleared}
      lang={locale}
      {...props}
    />
  );
}

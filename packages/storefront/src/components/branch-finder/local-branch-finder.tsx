import { BranchFinder, type BranchFinderProps } from '@liftline/widgets';
import { useCallback } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { PRODUCT_KEY } from '@/config/env';
import { apiClient } from '@/lib/api-client';

export type LocalBranchFinderProps = Omit<
  BranchFinderProps,
  'client' | 'productKey' | 'onSearchError' | 'storage'
>;

/**
 * The branch finder widget wired to the storefront: its API client, its product key, and search
 * failures shown as the app's red 'Oops!' toast (spec §8).
 */
export function LocalBranchFinder(props: LocalBranchFinderProps) {
  const toast = useToast();
  const onSearchError = useCallback(
    (message: string) => toast.error({ title: 'Oops!', message }),
    [toast],
  );
  return (
    <BranchFinder
      client={apiClient}
      productKey={PRODUCT_KEY}
      onSearchError={onSearchError}
      {...props}
    />
  );
}

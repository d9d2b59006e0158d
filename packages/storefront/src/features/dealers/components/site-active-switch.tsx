import { unwrap } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/toasts/use-toast';
import { buttonClass } from '@/components/ui/button/button-class';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { useApiClient } from '@/lib/api/api-provider';
import { DEALER_SITE_QUERIES, type DealerSite } from '../dealers-api';

/** Deactivate or reactivate a site, each after a confirmation (`updateDealerSite` `{ active }`). */
export function SiteActiveSwitch({ accountId, site }: { accountId: number; site: DealerSite }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const next = !site.active;

  const setActive = async () => {
    await unwrap(
      client.PUT('/account/{id}/dealer-sites/{siteId}', {
        params: { path: { id: accountId, siteId: site.id } },
        body: { active: next },
      }),
    );
    await Promise.all(
      DEALER_SITE_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    toast.success({
      title: next ? 'Site reactivated' : 'Site deactivated',
      message: next
        ? `${site.name}’s widgets count and credit leads again.`
        : `${site.name} is deactivated.`,
    });
  };

  const action = next ? 'Reactivate' : 'Deactivate';
  return (
    <>
      <button type="button" className={buttonClass('outline')} onClick={() => setConfirming(true)}>
        {action} <span className="visually-hidden">{site.name}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        title={`${action} ${site.name}?`}
        message={
          next
            ? 'Its widgets count visits and its leads are credited to it again.'
            : 'Its widgets keep working, but visits are no longer counted and new leads are not credited to it. Its figures are kept; you can reactivate it later.'
        }
        confirmLabel={`${action} the site`}
        danger={!next}
        onConfirm={setActive}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

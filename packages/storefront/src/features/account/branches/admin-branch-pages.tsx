import { errorNotice, unwrap } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useToast } from '@/components/toasts/use-toast';
import { Badge } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import { QueryView } from '@/components/ui/load-error/query-view';
import { breadcrumbsOf, paths } from '@/config/paths';
import { useApiClient } from '@/lib/api/api-provider';
import { BranchForm } from './branch-form';
import { branchValuesOf, emptyBranchValues } from './branch-form-values';
import { BRANCH_QUERIES, useAdminBranch, type AdminBranch } from './branches-api';
import styles from './branches.module.scss';

/** `/authorized/account/admin/branches/new`: the branch form, empty. */
export function AdminBranchCreatePage() {
  const [, navigate] = useLocation();
  const toast = useToast();
  return (
    <ContentLayout
      route="adminBranchNew"
      description="The branch is active at once: the directory and the branch finder show it."
    >
      <BranchForm
        defaultValues={emptyBranchValues()}
        onSaved={(created) => {
          toast.success({
            title: 'Branch created',
            message: `${created.name} is created and active.`,
          });
          navigate(`~${paths.adminBranch.getHref(created.id)}`, { replace: true });
        }}
        onCancel={() => navigate(`~${paths.adminBranches.getHref()}`)}
      />
    </ContentLayout>
  );
}

/** Active or not, and the switch: deactivating asks first, reactivating does not. */
function ActiveStatus({ branch }: { branch: AdminBranch }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [reactivating, setReactivating] = useState(false);
  const setActive = async (is_active: boolean) => {
    await unwrap(
      client.PUT('/admin/branches/{id}', {
        params: { path: { id: branch.id } },
        body: { is_active },
      }),
    );
    await Promise.all(
      BRANCH_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    toast.success({
      title: is_active ? 'Branch reactivated' : 'Branch deactivated',
      message: is_active ? `${branch.name} is active again.` : `${branch.name} is deactivated.`,
    });
  };

  return (
    <section className={styles.status} aria-label="Status">
      {branch.is_active ? (
        <Badge tone="success">Active</Badge>
      ) : (
        <Badge tone="warning">Deactivated</Badge>
      )}
      <p>
        {branch.is_active
          ? 'Listed in the directory and found by the branch finder.'
          : 'Not in the directory or the branch finder; its history is kept.'}
      </p>
      {branch.is_active ? (
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => setConfirming(true)}
        >
          Deactivate branch
        </button>
      ) : (
        <button
          type="button"
          className={buttonClass('outline')}
          aria-disabled={reactivating || undefined}
          onClick={() => {
            if (reactivating) return;
            setReactivating(true);
            setActive(true)
              .catch((error: unknown) => toast.error(errorNotice(error)))
              .finally(() => setReactivating(false));
          }}
        >
          {reactivating ? 'Reactivating…' : 'Reactivate branch'}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Deactivate ${branch.name}?`}
        message="The branch leaves the directory, its page and the branch finder, and no new quote or message can be sent to it. It keeps its leads, its units and its history; you can reactivate it later."
        confirmLabel="Deactivate branch"
        danger
        onConfirm={async () => {
          await setActive(false);
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}

/** `/authorized/account/admin/branches/:branch_id`: the branch form, filled, and its status. */
export function AdminBranchEditPage({ id, notFound }: { id: number; notFound: ReactNode }) {
  const branch = useAdminBranch(id);
  const [, navigate] = useLocation();
  const toast = useToast();
  const trail = (name: string) => [
    ...breadcrumbsOf('adminBranches'),
    { name, path: paths.adminBranch.getHref(id) },
  ];
  const frame = (content: ReactNode) => (
    <ContentLayout title="Branch" breadcrumbs={trail('Branch')}>
      {content}
    </ContentLayout>
  );
  return (
    <QueryView
      query={branch}
      what="this branch"
      loading={frame(<p role="status">Loading the branch…</p>)}
      notFound={notFound}
      frame={frame}
    >
      {(data) => (
        <ContentLayout
          title={data.name}
          breadcrumbs={trail(data.name)}
          description={
            <>
              Operated by {data.account?.name ?? 'no account'}.{' '}
              {data.is_active ? (
                <Link href={`~${paths.branch.getHref(data.id)}`}>See the public page</Link>
              ) : null}
            </>
          }
        >
          <div className={styles.page}>
            <ActiveStatus branch={data} />
            <BranchForm
              key={data.updated_at}
              branch={data}
              defaultValues={branchValuesOf(data)}
              onSaved={(updated) =>
                toast.success({ title: 'Branch saved', message: `${updated.name} is saved.` })
              }
              onCancel={() => navigate(`~${paths.adminBranches.getHref()}`)}
            />
          </div>
        </ContentLayout>
      )}
    </QueryView>
  );
}

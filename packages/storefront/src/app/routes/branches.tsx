import { useLingui } from '@lingui/react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { BranchDirectory } from '@/features/branches/components/branch-directory';

/** `/branches`: the branch directory. */
export default function BranchesRoute() {
  const { i18n } = useLingui();
  return (
    <ContentLayout
      route="branches"
      description={i18n._({
        id: 'branches.page.description',
        message: 'Every Liftline branch, with today’s hours in the branch’s local time.',
      })}
    >
      <BranchDirectory />
    </ContentLayout>
  );
}

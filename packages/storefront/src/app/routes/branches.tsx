import { ContentLayout } from '@/components/layouts/content-layout';
import { BranchDirectory } from '@/features/branches/components/branch-directory';

/** `/branches`: the branch directory. */
export default function BranchesRoute() {
  return (
    <ContentLayout
      route="branches"
      description="Every Liftline branch, with today’s hours in the branch’s local time."
    >
      <BranchDirectory />
    </ContentLayout>
  );
}

import type { Branch } from '@liftline/sdk';
import { useLingui } from '@lingui/react';
import { useParams } from 'wouter';
import { BranchPage, type BranchSlot } from '@/features/branches/components/branch-page';
import { BranchUnits } from '@/features/catalog/components/branch-units';
import { ContactBranchDialog } from '@/features/contact/components/contact-branch-dialog';
import NotFoundRoute from './not-found';

const notFound = <NotFoundRoute />;

// The catalog's cards and the shared contact form, composed here (features do not import each other).
const renderUnits: BranchSlot = (branch) => <BranchUnits branchId={branch.id} />;
function BranchContact({ branch }: { branch: Branch }) {
  const { i18n } = useLingui();
  return (
    <ContactBranchDialog
      branch={branch}
      buttonText={i18n._({ id: 'branch.contact.send', message: 'Send a message' })}
    />
  );
}
const renderContact: BranchSlot = (branch) => <BranchContact branch={branch} />;

/** `/branches/:branch_id`: one branch. */
export default function BranchRoute() {
  const { branch_id } = useParams<{ branch_id: string }>();
  const id = Number(branch_id);
  if (!Number.isSafeInteger(id) || id < 1) return notFound;
  return (
    <BranchPage
      key={id}
      id={id}
      notFound={notFound}
      renderUnits={renderUnits}
      renderContact={renderContact}
    />
  );
}

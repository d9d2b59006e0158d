import { errorNotice, type Branch } from '@liftline/sdk';
import { Field } from '@/components/ui/form/field';
import formStyles from '@/components/ui/form/form.module.scss';
import { branchOptionLabel, useAllBranches } from '@/hooks/use-all-branches';

interface BranchFieldProps {
  /** The branch id as text; '' is no branch. */
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  /** The branch the product is at now (from the product), kept as a choice even if deactivated. */
  current: Branch | null | undefined;
}

/**
 * The branch holding the unit, picked from the active branches (`GET /branches`, every page), or
 * none. A branch the product is at but the directory no longer lists stays selectable.
 */
export function BranchField({ value, onChange, errors, current }: BranchFieldProps) {
  const branches = useAllBranches();
  const list = branches.data ?? [];
  const selected = value.trim();
  const missing =
    selected && !list.some((branch) => String(branch.id) === selected)
      ? current && String(current.id) === selected
        ? {
            id: selected,
            label: `${branchOptionLabel(current)}${branches.data ? ' (not listed)' : ''}`,
          }
        : { id: selected, label: `Branch ${selected}` }
      : null;
  const hint = branches.isError
    ? `The branches could not be loaded (${errorNotice(branches.error).message}).`
    : branches.data
      ? 'The branch holding the unit (optional).'
      : 'Loading the branches…';

  return (
    <Field label="Branch" hint={hint} errors={errors}>
      {(p) => (
        <select
          {...p}
          name="branch_id"
          className={formStyles.control}
          value={selected}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">No branch</option>
          {missing ? <option value={missing.id}>{missing.label}</option> : null}
          {list.map((branch) => (
            <option key={branch.id} value={String(branch.id)}>
              {branchOptionLabel(branch)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import formStyles from '@/components/ui/form/form.module.scss';
import { SearchForm } from '@/components/ui/search-form/search-form';
import { LEAD_TYPE_LABELS, statusLabel } from '../lead-labels';
import { useBranchOptions } from '../leads-api';
import {
  isFiltered,
  LEAD_STATUSES,
  LEAD_TYPES,
  leadsHref,
  type LeadSort,
  type LeadsUrlState,
} from '../leads-url';
import { LeadSourceSelect } from './lead-source-select';
import styles from './leads.module.scss';

interface LeadsFiltersProps {
  url: LeadsUrlState;
  /** Goes to the inbox with this state (the URL is the state). */
  onChange: (next: LeadsUrlState) => void;
}

function Filter({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The inbox's search, filters and order; every change is a new URL (page 1). */
export function LeadsFilters({ url, onChange }: LeadsFiltersProps) {
  const branches = useBranchOptions();
  const set = (changes: Partial<LeadsUrlState>) => onChange({ ...url, ...changes, page: 1 });
  return (
    <div className={styles.filters}>
      <SearchForm
        label="Search leads"
        region="Leads"
        placeholder="Name, e-mail, company or reference"
        value={url.q}
        onSearch={(q) => set({ q })}
        className={styles.search}
      />
      <div className={styles.filterRow}>
        <Filter label="Type">
          {(id) => (
            <select
              id={id}
              className={formStyles.control}
              value={url.type}
              onChange={(event) => set({ type: event.target.value as LeadsUrlState['type'] })}
            >
              <option value="">All types</option>
              {LEAD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {LEAD_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <Filter label="Status">
          {(id) => (
            <select
              id={id}
              className={formStyles.control}
              value={url.status}
              onChange={(event) => set({ status: event.target.value as LeadsUrlState['status'] })}
            >
              <option value="">All statuses</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <Filter label="Branch">
          {(id) => (
            <select
              id={id}
              className={formStyles.control}
              value={url.branch_id ? String(url.branch_id) : ''}
              aria-busy={branches.isPending || undefined}
              onChange={(event) =>
                set({ branch_id: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">All branches</option>
              {(branches.data?.items ?? []).map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
              {/* A branch from a shared link that the directory does not list (any more). */}
              {url.branch_id && branches.data?.items.every((b) => b.id !== url.branch_id) ? (
                <option value={url.branch_id}>Branch {url.branch_id}</option>
              ) : null}
            </select>
          )}
        </Filter>
        <Filter label="Source">
          {(id) => <LeadSourceSelect id={id} url={url} onChange={set} />}
        </Filter>
        <Filter label="Received from">
          {(id) => (
            <input
              id={id}
              type="date"
              className={formStyles.control}
              value={url.from}
              max={url.to || undefined}
              onChange={(event) => set({ from: event.target.value })}
            />
          )}
        </Filter>
        <Filter label="Received to">
          {(id) => (
            <input
              id={id}
              type="date"
              className={formStyles.control}
              value={url.to}
              min={url.from || undefined}
              onChange={(event) => set({ to: event.target.value })}
            />
          )}
        </Filter>
        <Filter label="Order">
          {(id) => (
            <select
              id={id}
              className={formStyles.control}
              value={url.sort}
              onChange={(event) => set({ sort: event.target.value as LeadSort })}
            >
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
            </select>
          )}
        </Filter>
      </div>
      {isFiltered(url) ? (
        <Link href={`~${leadsHref({ scope: url.scope, sort: url.sort })}`} className={styles.clear}>
          Clear filters
        </Link>
      ) : null}
    </div>
  );
}

import { TIME_ZONE_LABELS } from '@liftline/sdk';
import { Link, useLocation, useSearch } from 'wouter';
import { Badge } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { SearchForm } from '@/components/ui/search-form/search-form';
import { DataTable } from '@/components/ui/table/data-table';
import { paths } from '@/config/paths';
import { useAdminBranches } from './branches-api';
import styles from './branches.module.scss';

/** `?q=…&page=…` of the admin list. */
export function parseAdminBranchesUrl(search: string): { q: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function adminBranchesHref({ q, page }: { q: string; page: number }): string {
  const base = paths.adminBranches.getHref(q || undefined);
  if (page <= 1) return base;
  return `${base}${base.includes('?') ? '&' : '?'}page=${page}`;
}

/** Every branch, deactivated ones included (platform administrators), with a search. */
export function AdminBranchesPage() {
  const url = parseAdminBranchesUrl(useSearch());
  const [, navigate] = useLocation();
  const branches = useAdminBranches(url);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <SearchForm
          label="Search branches"
          region="Branches"
          placeholder="Name, city, state or ZIP code"
          value={url.q}
          onSearch={(q) => navigate(`~${adminBranchesHref({ q, page: 1 })}`)}
          className={styles.search}
        />
        <Link href={`~${paths.adminBranchNew.getHref()}`} className={buttonClass('primary')}>
          New branch
        </Link>
      </div>
      <QueryView
        query={branches}
        what="the branches"
        loading={<p role="status">Loading the branches…</p>}
      >
        {(page) =>
          page.items.length === 0 ? (
            <p className={styles.empty}>No branches match.</p>
          ) : (
            <>
              <p className={styles.count}>
                {page.meta.total === 1 ? '1 branch' : `${page.meta.total} branches`}
              </p>
              <DataTable placement="page" caption="Branches">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">City</th>
                    <th scope="col">Time zone</th>
                    <th scope="col">Status</th>
                    <th scope="col">Operating account</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((branch) => (
                    <tr key={branch.id}>
                      <th scope="row">
                        <Link href={`~${paths.adminBranch.getHref(branch.id)}`}>{branch.name}</Link>
                      </th>
                      <td>
                        {branch.city}, {branch.state}
                      </td>
                      <td>{TIME_ZONE_LABELS[branch.time_zone]}</td>
                      <td>
                        {branch.is_active ? (
                          <Badge tone="success">Active</Badge>
                        ) : (
                          <Badge tone="warning">Deactivated</Badge>
                        )}
                      </td>
                      <td>{branch.account?.name ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
              <Pagination
                page={url.page}
                totalPages={page.meta.total_pages}
                hrefFor={(next) => `~${adminBranchesHref({ ...url, page: next })}`}
                label="Branch pages"
              />
            </>
          )
        }
      </QueryView>
    </div>
  );
}

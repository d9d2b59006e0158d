import { useSearch } from 'wouter';
import { Badge } from '@/components/ui/badge/badge';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { DataTable } from '@/components/ui/table/data-table';
import { paths } from '@/config/paths';
import { pageOf, useAdminDealerSites } from '../dealers-api';
import styles from './dealers.module.scss';

/** Every account's dealer sites (platform administrators), each linking to its funnel. */
export function AdminDealerSitesPage() {
  const page = pageOf(useSearch());
  const sites = useAdminDealerSites(page);
  return (
    <QueryView
      query={sites}
      what="the dealer sites"
      loading={<p role="status">Loading the sites…</p>}
    >
      {(list) =>
        list.meta.total === 0 ? (
          <p className={styles.empty}>No account has registered a dealer site yet.</p>
        ) : (
          <div className={styles.page}>
            <p className={styles.count}>
              {list.meta.total === 1 ? '1 site' : `${list.meta.total} sites`}
            </p>
            <DataTable placement="page" caption="Every dealer site">
              <thead>
                <tr>
                  <th scope="col">Site</th>
                  <th scope="col">Account</th>
                  <th scope="col">Origins</th>
                  <th scope="col">Status</th>
                  <th scope="col">Key</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((site) => (
                  <tr key={site.id}>
                    <th scope="row">
                      <PrefetchLink href={paths.adminDealerSite.getHref(site.id)}>
                        {site.name}
                      </PrefetchLink>
                    </th>
                    <td>{site.account.name}</td>
                    <td className={styles.code}>{site.origins.join(', ')}</td>
                    <td>
                      {site.active ? (
                        <Badge tone="success">Active</Badge>
                      ) : (
                        <Badge tone="warning">Deactivated</Badge>
                      )}
                    </td>
                    <td className={styles.code}>{site.publishable_key}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pagination
              page={page}
              totalPages={list.meta.total_pages}
              hrefFor={(next) =>
                `${paths.adminDealerSites.getHref()}${next > 1 ? `?page=${next}` : ''}`
              }
              label="Site pages"
            />
          </div>
        )
      }
    </QueryView>
  );
}

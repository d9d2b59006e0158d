import { DataTable } from '@/components/ui/table/data-table';
import { actorOf, targetOf } from '../audit-describe';
import { formatWhen } from '../format';
import type { AuditEvent } from '../integrations-api';
import { AUDIT_ACTION_LABELS } from '../labels';
import styles from './integrations.module.scss';

/** One page of the audit list: when, who (a member, a key or Liftline), what, to what. */
export function AuditTable({ events }: { events: readonly AuditEvent[] }) {
  return (
    <DataTable placement="page" caption="Audit log, newest first">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Target</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => {
          const actor = actorOf(event);
          const target = targetOf(event);
          return (
            <tr key={event.id}>
              <th scope="row" className={styles.nowrap}>
                <time dateTime={event.at}>{formatWhen(event.at)}</time>
              </th>
              <td className={styles.who}>
                {actor.name}
                <br />
                <span className={styles.muted}>{actor.kind}</span>
              </td>
              <td>{AUDIT_ACTION_LABELS[event.action]}</td>
              <td>
                <span className={styles.muted}>{target.kind}</span>
                <br />
                <span className={styles.targetLabel}>{target.label}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

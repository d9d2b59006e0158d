import { permissionLabel } from '@liftline/sdk';
import type { Permission } from '../api/roles-api';
import styles from './roles.module.scss';

/** What each permission allows, under the matrix (collapsed). */
export function PermissionGlossary({ permissions }: { permissions: readonly Permission[] }) {
  return (
    <details className={styles.glossary}>
      <summary>What each permission allows</summary>
      <dl>
        {permissions.map((permission) => (
          <div key={permission.name} className={styles.glossaryItem}>
            <dt>{permissionLabel(permission.name)}</dt>
            <dd>{permission.description}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

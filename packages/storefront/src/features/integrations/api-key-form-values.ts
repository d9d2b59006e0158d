import { permissionLabel, PERMISSION_NAME_LABELS } from '@liftline/sdk';
import * as v from 'valibot';
import { tooLong } from '@/lib/forms/schema-fields';

/** A key never makes or revokes keys (the contract answers 422 for it). */
const NEVER_ON_A_KEY = 'api_keys.manage';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today as `YYYY-MM-DD` in local time (what a date input's `min` takes). */
export function localDay(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The end of a local day (`YYYY-MM-DD`) as an RFC 3339 instant: a key expiring that day works through it. */
export const endOfLocalDay = (day: string): string => new Date(`${day}T23:59:59.999`).toISOString();

/**
 * The permissions a member may give a key: those they hold in the account (the privilege ceiling),
 * but never `api_keys.manage`, in the catalogue's order (unknown names last, as they are).
 */
export function grantablePermissions(held: readonly string[]): string[] {
  const order = Object.keys(PERMISSION_NAME_LABELS);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return held
    .filter((name) => name !== NEVER_ON_A_KEY)
    .sort((a, b) => rank(a) - rank(b) || permissionLabel(a).localeCompare(permissionLabel(b)));
}

/**
 * The key form's rules (`ApiKeyInput`): a name, the permissions (none is allowed), and an optional
 * expiry day from today on (`expires_at`, sent as the end of that day).
 */
export const apiKeySchema = (today: string) =>
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Enter what the key is for, like “ERP sync”'),
      v.maxLength(100, tooLong(100)),
    ),
    permission_names: v.array(v.string()),
    expires_at: v.pipe(
      v.string(),
      v.check(
        (day) => day === '' || (DAY.test(day) && day >= today),
        'Choose a day from today on, or leave it empty',
      ),
      v.transform((day) => (day ? endOfLocalDay(day) : null)),
    ),
  });

export type ApiKeyFormInput = v.InferInput<ReturnType<typeof apiKeySchema>>;

export const emptyApiKeyForm = (): ApiKeyFormInput => ({
  name: '',
  permission_names: [],
  expires_at: '',
});

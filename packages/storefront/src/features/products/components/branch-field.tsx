import { errorNotice, INVALID_ZIP_MESSAGE, isValidZip, type Branch } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { Field } from '@/components/ui/form/field';
import formStyles from '@/components/ui/form/form.module.scss';
import { useApi } from '@/lib/api/api-provider';
import styles from './branch-field.module.scss';

interface BranchFieldProps {
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  /** The branch the product is at now (from the product), to name it. */
  current: Branch | null | undefined;
}

type Lookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; branch: Branch }
  | { status: 'error'; message: string };

const describe = (branch: Branch) =>
  `${branch.name} (${branch.city}, ${branch.state}), branch ${String(branch.id)}`;

/**
 * The branch holding the unit, by id. The API has no list of branches, so the nearest branch to a
 * zip code (the public branch locator) can be looked up and used instead of typing an id.
 */
export function BranchField({ value, onChange, errors, current }: BranchFieldProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [zip, setZip] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [known, setKnown] = useState<Branch[]>(current ? [current] : []);
  const zipId = useId();
  const input = useRef<HTMLInputElement>(null);
  const chosen = known.find((branch) => String(branch.id) === value.trim());

  const find = async () => {
    if (!isValidZip(zip.trim())) {
      setLookup({ status: 'error', message: INVALID_ZIP_MESSAGE });
      return;
    }
    setLookup({ status: 'searching' });
    try {
      // Through the query cache: the same zip asked again (here or by the branch finder) is not refetched.
      const branch = await queryClient.fetchQuery(
        api.queryOptions('get', '/locate-branch', { params: { query: { zip_code: zip.trim() } } }),
      );
      setLookup({ status: 'found', branch });
    } catch (error) {
      setLookup({ status: 'error', message: errorNotice(error).message });
    }
  };

  return (
    <div className={styles.branch}>
      <Field
        label="Branch number"
        hint={chosen ? `Selected: ${describe(chosen)}.` : 'The branch holding the unit (optional).'}
        errors={errors}
      >
        {(p) => (
          <input
            {...p}
            ref={input}
            name="branch_id"
            className={formStyles.control}
            inputMode="numeric"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.lookup}>
        <label htmlFor={zipId} className={formStyles.label}>
          Find the nearest branch by zip code
        </label>
        <div className={styles.lookupRow}>
          <input
            id={zipId}
            className={formStyles.control}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            onChange={(event) => setZip(event.target.value)}
            onKeyDown={(event) => {
              // Enter looks the branch up instead of submitting the product form.
              if (event.key === 'Enter') {
                event.preventDefault();
                void find();
              }
            }}
          />
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => void find()}
            disabled={lookup.status === 'searching'}
          >
            {lookup.status === 'searching' ? 'Searching…' : 'Find branch'}
          </button>
        </div>
        <div aria-live="polite">
          {lookup.status === 'found' ? (
            <p className={styles.result}>
              <span>Nearest: {describe(lookup.branch)}.</span>
              <button
                type="button"
                className={buttonClass('outline')}
                onClick={() => {
                  onChange(String(lookup.branch.id));
                  setKnown((list) => [...list, lookup.branch]);
                  setLookup({ status: 'idle' });
                  // The button goes away: focus moves to the number it filled in.
                  input.current?.focus();
                }}
              >
                Use this branch
              </button>
            </p>
          ) : null}
          {lookup.status === 'error' ? (
            <p className={formStyles.fieldError}>{lookup.message}</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

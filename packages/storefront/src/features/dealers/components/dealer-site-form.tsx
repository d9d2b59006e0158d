import { unwrap } from '@liftline/sdk';
import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button/button-class';
import { FormActions } from '@/components/ui/form/form-actions';
import { FormField } from '@/components/ui/form/form-field';
import { FormSummary } from '@/components/ui/form/form-summary';
import formStyles from '@/components/ui/form/form.module.scss';
import { useApiForm } from '@/lib/forms/use-api-form';
import { DEALER_SITE_QUERIES, type DealerSite } from '../dealers-api';
import {
  dealerSiteSchema,
  MAX_ORIGINS,
  originServerFields,
  toSiteInput,
  type DealerSiteFormInput,
} from '../site-form-values';
import styles from './dealers.module.scss';

interface DealerSiteFormProps {
  accountId: number;
  /** The site being edited; without it the form registers one. */
  site?: DealerSite;
  defaultValues: DealerSiteFormInput;
  onSaved: (site: DealerSite) => void;
  onCancel: () => void;
}

type SiteForm = ReturnType<typeof useApiForm<typeof dealerSiteSchema, DealerSite>>['form'];

/**
 * A message goes as soon as what it is about is fixed (the summary above the form follows): a
 * field in error is checked again on each change, and a change of any origin checks the list
 * again when the list itself is in error (an origin twice, the server's "another site has it").
 * Other fields wait for the submit (origin rows: for being left).
 */
function clearFixedErrors(form: SiteForm): () => void {
  const subscription = form.watch((_values, { name, type }) => {
    if (type !== 'change' || !name) return;
    const list = form.getFieldState('origins').error;
    const listInError = Boolean(list?.message || list?.root?.message);
    if (name.startsWith('origins.') && listInError) void form.trigger('origins');
    else if (form.getFieldState(name).error) void form.trigger(name);
  });
  return () => subscription.unsubscribe();
}

/** Register or edit a dealer site: its name and one or more origins (a 422 shows at its field). */
export function DealerSiteForm({
  accountId,
  site,
  defaultValues,
  onSaved,
  onCancel,
}: DealerSiteFormProps) {
  const { form, formProps, busy, summary, errorOf } = useApiForm({
    schema: dealerSiteSchema,
    defaultValues,
    invalidates: DEALER_SITE_QUERIES,
    serverFields: originServerFields,
    submit: (values, client) =>
      site
        ? unwrap(
            client.PUT('/account/{id}/dealer-sites/{siteId}', {
              params: { path: { id: accountId, siteId: site.id } },
              body: toSiteInput(values),
            }),
          )
        : unwrap(
            client.POST('/account/{id}/dealer-sites', {
              params: { path: { id: accountId } },
              body: toSiteInput(values),
            }),
          ),
    onSuccess: (saved) => onSaved(saved),
  });
  const origins = useFieldArray({ control: form.control, name: 'origins' });
  // Opened from a button that goes away: the focus starts in the form, not on the page's body.
  useEffect(() => form.setFocus('name'), [form]);
  useEffect(() => clearFixedErrors(form), [form]);
  // The row just added takes the focus once it is on screen.
  const [added, setAdded] = useState<number | null>(null);
  useEffect(() => {
    if (added !== null) form.setFocus(`origins.${added}.value`);
  }, [added, form]);
  /**
   * A new empty row, not checked: `setValue` rather than the field array's `append`, which after
   * a failed submit checks the whole list at once and shows the new row in error.
   */
  const addOrigin = () => {
    const rows = form.getValues('origins');
    form.setValue('origins', [...rows, { value: '' }], { shouldDirty: true });
    setAdded(rows.length);
  };
  /** A row is checked when left (unless already in error: a server message stays until changed). */
  const checkOnBlur = (index: number) => {
    const name = `origins.${index}.value` as const;
    if (!form.getFieldState(name).error) void form.trigger(name);
  };
  const listError = errorOf('origins') ?? form.formState.errors.origins?.root?.message;

  return (
    <form className={formStyles.form} {...formProps}>
      <FormSummary summary={summary} />
      <FormField form={form} name="name" label="Site name">
        {(control) => <input {...control} className={formStyles.control} maxLength={100} />}
      </FormField>
      <fieldset className={styles.origins}>
        <legend className={formStyles.label}>Origins</legend>
        <p className={formStyles.hint}>
          Where the site’s pages are served from: scheme and host, and a port if it has one
          (https://dealer.example). Visits from other origins are not counted.
        </p>
        {listError ? <p className={formStyles.fieldError}>{listError}</p> : null}
        <ul className={styles.originList}>
          {origins.fields.map((row, index) => (
            <li key={row.id} className={styles.originRow}>
              <FormField
                form={form}
                name={`origins.${index}.value`}
                label={`Origin ${index + 1}`}
                className={styles.originField}
              >
                {(control) => (
                  <input
                    {...control}
                    onBlur={(event) => {
                      void control.onBlur(event);
                      checkOnBlur(index);
                    }}
                    className={formStyles.control}
                    inputMode="url"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={200}
                    placeholder="https://dealer.example"
                  />
                )}
              </FormField>
              {origins.fields.length > 1 ? (
                <button
                  type="button"
                  className={buttonClass('outline')}
                  onClick={() => origins.remove(index)}
                  aria-label={`Remove origin ${index + 1}`}
                >
                  Remove
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {origins.fields.length < MAX_ORIGINS ? (
          <button type="button" className={buttonClass('outline')} onClick={addOrigin}>
            Add an origin
          </button>
        ) : null}
      </fieldset>
      <FormActions busy={busy} busyLabel="Saving…" onCancel={onCancel}>
        {site ? 'Save changes' : 'Register the site'}
      </FormActions>
    </form>
  );
}

import { useId } from 'react';
import * as v from 'valibot';
import { buttonClass } from '@/components/ui/button/button-class';
import formStyles from '@/components/ui/form/form.module.scss';
import { useApiForm } from '@/lib/forms/use-api-form';
import type { ProductAsset } from '../api/product-types';
import type { AssetList } from '../assets/use-asset-list';
import styles from './assets.module.scss';

/** The contract's limit (`ProductAssetUpdateInput.alt_text`). */
export const ALT_TEXT_MAX_LENGTH = 250;

const altTextSchema = v.object({
  alt_text: v.pipe(
    v.string(),
    v.maxLength(ALT_TEXT_MAX_LENGTH, `Use at most ${ALT_TEXT_MAX_LENGTH} characters.`),
  ),
});

/** The alt text of one asset, saved on its own (after the list's pending moves). */
export function AltTextForm({ asset, list }: { asset: ProductAsset; list: AssetList }) {
  const id = useId();
  const errorId = `${id}-error`;
  const saved = asset.alt_text ?? '';
  const { form, formProps, busy, field, errorOf, result } = useApiForm({
    schema: altTextSchema,
    defaultValues: { alt_text: saved },
    // One field among many cards: leaving the page with it changed is not worth a prompt.
    guardUnsaved: false,
    submit: async ({ alt_text }) => {
      await list.saveAltText(asset.id, alt_text);
      return true;
    },
  });
  const error = errorOf('alt_text');
  const unchanged = form.watch('alt_text') === saved;

  return (
    <form className={styles.altForm} {...formProps}>
      <label htmlFor={id} className={formStyles.label}>
        Alt text
      </label>
      <div className={styles.altRow}>
        <input
          id={id}
          className={formStyles.control}
          maxLength={ALT_TEXT_MAX_LENGTH}
          {...field('alt_text')}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="submit"
          className={buttonClass('outline', styles.small)}
          disabled={busy || unchanged}
          aria-label={`${busy ? 'Saving' : 'Save'} alt text of ${asset.file_name}`}
        >
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      ) : null}
      <p className={styles.meta} aria-live="polite">
        {result && !form.formState.isDirty ? 'Alt text saved.' : ''}
      </p>
    </form>
  );
}

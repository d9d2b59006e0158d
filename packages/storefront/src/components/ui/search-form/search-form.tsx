import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import formStyles from '@/components/ui/form/form.module.scss';
import styles from './search-form.module.scss';

interface SearchFormProps {
  /** The visible label ("Search users"). */
  label: string;
  /** The search landmark's name ("Users"). */
  region: string;
  placeholder?: string;
  /** The search in the URL; the box follows it (Back, a shared link). */
  value: string;
  /** Called with the trimmed text on submit (put it in the URL). */
  onSearch: (text: string) => void;
  className?: string;
}

/** A labelled search box with its button, for lists whose search lives in the URL. */
export function SearchForm({
  label,
  region,
  placeholder,
  value,
  onSearch,
  className,
}: SearchFormProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <form
      role="search"
      aria-label={region}
      className={className ? `${styles.search} ${className}` : styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          type="search"
          className={formStyles.control}
          placeholder={placeholder}
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={buttonClass('primary')}>
          {i18n._({ id: 'ui.search.submit', message: 'Search' })}
        </button>
      </div>
    </form>
  );
}

import styles from './button.module.scss';

export type ButtonVariant = 'primary' | 'outline' | 'peach';

/** Class names of the house button, for `<button>`s and for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

import { IconLanguage } from '@tabler/icons-react';
import { useLanguageToggle } from './use-language-toggle';
import classes from './language-switch.module.css';

/**
 * The language switch with the other language's name. A plain button with the native
 * `title` hint: it is on the sign-in page, which loads no component it can do without.
 */
export function LanguageSwitch({ hideOnPhones = false }: { hideOnPhones?: boolean }) {
  const { other, otherName, hint, toggle } = useLanguageToggle();
  return (
    <button
      type="button"
      className={classes.switch}
      data-hide-on-phones={hideOnPhones || undefined}
      onClick={toggle}
      title={hint}
    >
      <IconLanguage size={18} stroke={1.6} aria-hidden="true" />
      <span lang={other}>{otherName}</span>
    </button>
  );
}

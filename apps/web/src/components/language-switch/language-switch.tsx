import { Button, type MantineBreakpoint } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useLanguageToggle } from './use-language-toggle';

/**
 * The language switch with the other language's name. It uses the native `title` hint
 * rather than a Tooltip: it is on the sign-in page, which should stay light.
 */
export function LanguageSwitch(props: { visibleFrom?: MantineBreakpoint }) {
  const { other, otherName, hint, toggle } = useLanguageToggle();
  return (
    <Button variant="subtle" color="gray" leftSection={<IconLanguage size={18} stroke={1.6} />} onClick={toggle} title={hint} {...props}>
      <span lang={other}>{otherName}</span>
    </Button>
  );
}

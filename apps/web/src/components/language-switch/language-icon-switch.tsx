import { ActionIcon, type MantineBreakpoint } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useLanguageToggle } from './use-language-toggle';

/** The language switch as an icon, for narrow headers. */
export function LanguageIconSwitch(props: { hiddenFrom?: MantineBreakpoint }) {
  const { otherName, hint, toggle } = useLanguageToggle();
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" onClick={toggle} aria-label={`${hint}: ${otherName}`} title={otherName} {...props}>
      <IconLanguage size={20} stroke={1.6} />
    </ActionIcon>
  );
}

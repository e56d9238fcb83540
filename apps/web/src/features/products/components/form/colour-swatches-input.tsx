import { ActionIcon, Button, ColorInput, ColorSwatch, Group, Input, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { LazyTooltip } from '../../../../components/deferred/lazy-tooltip';

/** Colours offered in the picker; any other can be typed or picked. */
const SWATCHES = ['#000000', '#ffffff', '#868e96', '#fa5252', '#e64980', '#be4bdb', '#4c6ef5', '#228be6', '#15aabf', '#12b886', '#40c057', '#fab005', '#fd7e14', '#795548'];
const MAX_COLOURS = 20;

interface ColourSwatchesInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** The product's colours as swatches: pick or type one (`#rrggbb`), add it, remove any. */
export function ColourSwatchesInput({ value, onChange, error }: ColourSwatchesInputProps) {
  const { t } = useTranslation(['products', 'fields']);
  const [draft, setDraft] = useState('');
  const valid = /^#[0-9a-f]{6}$/i.test(draft);
  const add = () => {
    const colour = draft.toLowerCase();
    if (valid && !value.includes(colour)) onChange([...value, colour]);
    setDraft('');
  };
  return (
    <Input.Wrapper label={t('fields:colours')} description={t('form.coloursHint')} error={error}>
      <Group gap="xs" mt={6} wrap="wrap" align="center">
        {value.map((colour) => (
          <Group key={colour} gap={4} wrap="nowrap" px={6} py={2} bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 999 }}>
            <ColorSwatch color={colour} size={18} />
            <Text span fz="xs" ff="monospace" dir="ltr">
              {colour}
            </Text>
            <LazyTooltip label={t('form.removeColour')}>
              <ActionIcon size="xs" variant="subtle" color="gray" aria-label={`${t('form.removeColour')}: ${colour}`} onClick={() => onChange(value.filter((c) => c !== colour))}>
                <IconX size={12} />
              </ActionIcon>
            </LazyTooltip>
          </Group>
        ))}
        {value.length < MAX_COLOURS && (
          <Group gap={6} wrap="nowrap">
            <ColorInput
              aria-label={t('form.newColour')}
              placeholder="#000000"
              value={draft}
              onChange={setDraft}
              swatches={SWATCHES}
              swatchesPerRow={7}
              format="hex"
              w={150}
              dir="ltr"
              popoverProps={{ withinPortal: true }}
              eyeDropperButtonProps={{ 'aria-label': t('form.pickColour') }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button variant="default" size="sm" leftSection={<IconPlus size={14} />} disabled={!valid} onClick={add}>
              {t('form.addColour')}
            </Button>
          </Group>
        )}
      </Group>
    </Input.Wrapper>
  );
}

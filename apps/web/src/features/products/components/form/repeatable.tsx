import { ActionIcon, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LazyTooltip } from '../../../../components/deferred/lazy-tooltip';

interface RepeatableProps {
  label: string;
  description?: string;
  /** Keys of the rows (useFieldArray's `fields[].id`). */
  keys: string[];
  renderRow: (index: number) => ReactNode;
  /** Names row `index` for the remove button ("Remove highlight 2"). */
  rowName: (index: number) => string;
  removeLabel: string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  max: number;
  /** The list's own message ("at least one", "too many"). */
  error?: string;
}

/** A list of rows the user adds to and removes from: highlights, specs, items, values. */
export function Repeatable(props: RepeatableProps) {
  const { label, description, keys, renderRow, rowName, removeLabel, addLabel, onAdd, onRemove, max, error } = props;
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={6}>
        {keys.map((key, index) => (
          <Paper key={key} withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <Text fz="xs" c="dimmed" fw={600} pt={4} w={18} ta="center" aria-hidden>
                {index + 1}
              </Text>
              <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                {renderRow(index)}
              </Stack>
              <LazyTooltip label={removeLabel}>
                <ActionIcon variant="subtle" color="red" aria-label={rowName(index)} onClick={() => onRemove(index)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </LazyTooltip>
            </Group>
          </Paper>
        ))}
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd} disabled={keys.length >= max}>
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

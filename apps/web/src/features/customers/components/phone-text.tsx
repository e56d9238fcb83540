import { Text } from '@mantine/core';

/** A phone number (E.164) kept left to right inside Arabic text. */
export function PhoneText({ phone, dimmed }: { phone: string; dimmed?: boolean }) {
  return (
    <Text span fz="sm" c={dimmed ? 'dimmed' : undefined} dir="ltr" style={{ unicodeBidi: 'isolate' }}>
      {phone}
    </Text>
  );
}

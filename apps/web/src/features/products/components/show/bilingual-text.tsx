import { Stack, Text } from '@mantine/core';
import { useLocale } from '../../../../lib/i18n/use-locale';

/** A text in the page's language, with the other language's under it. */
export function BilingualText({ value, fz = 'sm' }: { value: { en: string | null; ar: string | null }; fz?: string }) {
  const { locale } = useLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  if (!value.en && !value.ar) return <Text fz={fz} c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      <Text fz={fz} lang={locale} style={{ whiteSpace: 'pre-line' }}>
        {value[locale]}
      </Text>
      {value[other] && (
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {/* Isolated in its own direction, aligned with the page. */}
          <bdi lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
            {value[other]}
          </bdi>
        </Text>
      )}
    </Stack>
  );
}

import { Image, Paper, Stack, Text } from '@mantine/core';
import { mediaUrl, type CategoryDetail } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';

/** The category's banner image (1170×250, spec §5), its name in the other language, slug and notes. */
export function CategorySummary({ category }: { category: CategoryDetail }) {
  const { t } = useTranslation(['categories', 'fields']);
  const { locale } = useLocale();
  const other = locale === 'en' ? 'ar' : 'en';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        {category.image && (
          <Image
            src={mediaUrl(category.image, '1170x250')}
            alt={category.name[locale]}
            radius="sm"
            fit="contain"
            mah={250}
            bg="var(--mantine-color-default-hover)"
          />
        )}
        <Detail label={t(`fields:name.${other}`)}>
          <span dir={other === 'ar' ? 'rtl' : 'ltr'} lang={other}>
            {category.name[other]}
          </span>
        </Detail>
        <Detail label={t('fields:slug')}>
          <span dir="ltr">{category.slug}</span>
        </Detail>
        <Detail label={t('fields:notes')}>
          {/* Notes are written in either language: each line takes the direction of its own text. */}
          {category.notes ? (
            category.notes.split('\n').map((line, index) => (
              <span key={index} dir="auto" style={{ display: 'block' }}>
                {line}
              </span>
            ))
          ) : (
            <Text span fz="sm" c="dimmed">
              {t('page.noNotes')}
            </Text>
          )}
        </Detail>
        <Text fz="xs" c="dimmed">
          {t('page.updated', { date: formatDateTime(category.updated_at) })}
        </Text>
      </Stack>
    </Paper>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

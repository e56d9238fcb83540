import { Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, RECOMMENDED_IMAGE_SIZES, mediaUrl, type ImageUse } from '@matjar/shared';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatNumber } from '../../lib/format';

/** A side in pixels reads as a dimension, "1820", not an amount, "1,820". */
const formatPixels = (pixels: number) => formatNumber(pixels, { useGrouping: false });

export interface ImageInputProps {
  label: string;
  /** What the image is for: picks the recommended size of spec §5 shown under the field. */
  use: ImageUse;
  /** The chosen file, `null` when the stored image is to be removed, undefined to keep it. */
  value: Blob | null | '' | undefined;
  onChange: (value: Blob | null | undefined) => void;
  /** The stored image's file name, shown until another is chosen. */
  current?: string | null;
  error?: string;
  required?: boolean;
}

/**
 * One image field for every form: a preview, choose and remove buttons, the recommended
 * size and the 1 MB limit. A file over the limit is refused here at once (the server checks
 * the content and the size again).
 */
export function ImageInput({ label, use, value, onChange, current, error, required }: ImageInputProps) {
  const { t } = useTranslation('common');
  const [tooLarge, setTooLarge] = useState(false);
  const preview = useObjectUrl(value instanceof Blob ? value : undefined);
  const shown = preview ?? (value === undefined && current ? mediaUrl(current, '200x200') : undefined);

  const choose = (file: File | null) => {
    if (!file) return;
    const over = file.size >= IMAGE_MAX_BYTES;
    setTooLarge(over);
    if (!over) onChange(file);
  };

  const chosenSize = useImageSize(value instanceof Blob ? value : undefined);
  const fits =
    !chosenSize ||
    RECOMMENDED_IMAGE_SIZES[use].some(({ width, height }) => chosenSize.height === height && (width === null || chosenSize.width === width));

  const sizes = RECOMMENDED_IMAGE_SIZES[use]
    .map(({ width, height }) =>
      width === null ? t('media.heightOnly', { height: formatPixels(height) }) : t('media.size', { width: formatPixels(width), height: formatPixels(height) }),
    )
    .join(t('media.or'));
  // Staff see the size to upload, nothing else (issue 35): why a pair is turned from the
  // spec's is for developers (docs/decisions/0005).
  const hint = t('media.recommended', { sizes });

  return (
    <Input.Wrapper
      label={label}
      withAsterisk={required}
      description={hint}
      error={tooLarge ? t('media.tooLarge') : error}
    >
      <Group gap="md" mt={6} align="center" wrap="nowrap">
        <Box
          w={96}
          h={96}
          bd="1px solid var(--mantine-color-default-border)"
          style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', flexShrink: 0 }}
        >
          {shown ? (
            <Image src={shown} alt={label} w={96} h={96} fit="contain" />
          ) : (
            <Stack h="100%" align="center" justify="center">
              <IconPhoto size={32} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />
            </Stack>
          )}
        </Box>
        <Stack gap={6}>
          <FileButton onChange={choose} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} />}>
                {shown ? t('media.replace') : t('media.choose')}
              </Button>
            )}
          </FileButton>
          {shown && !(required && !preview) && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => {
                setTooLarge(false);
                // A required image goes back to the stored one; another may be removed.
                onChange(current && !required ? null : undefined);
              }}
            >
              {t('media.remove')}
            </Button>
          )}
          <Text size="xs" c="dimmed">
            {t('media.limit')}
          </Text>
          {!fits && chosenSize && (
            // A hint, not a refusal: the store crops or letterboxes a picture of another shape.
            <Text size="xs" c="orange.9" role="status">
              {t('media.otherSize', { size: t('media.size', { width: formatPixels(chosenSize.width), height: formatPixels(chosenSize.height) }), sizes })}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}

/** The pixel size of a chosen picture, once the browser has read it. */
function useImageSize(file: Blob | undefined): { width: number; height: number } | undefined {
  const [size, setSize] = useState<{ width: number; height: number }>();
  useEffect(() => {
    setSize(undefined);
    if (!file) return;
    let current = true;
    createImageBitmap(file).then(
      (bitmap) => {
        if (current) setSize({ width: bitmap.width, height: bitmap.height });
        bitmap.close();
      },
      // Not a picture the browser reads: the server says so on save.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file]);
  return size;
}

/** An object URL for a chosen file's preview, revoked when the file changes or the field goes. */
export function useObjectUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

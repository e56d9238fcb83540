import { Avatar } from '@mantine/core';
import { mediaUrl } from '@matjar/shared';
import { IconPackage } from '@tabler/icons-react';

/** A product's picture at list size (50×50 from the media route), or a placeholder. */
export function ProductThumb({ image, name, size = 40 }: { image: string | null; name: string; size?: number }) {
  return (
    <Avatar src={image ? mediaUrl(image, '50x50') : null} alt={name} radius="sm" size={size} color="gray">
      <IconPackage size={size / 2} stroke={1.4} />
    </Avatar>
  );
}

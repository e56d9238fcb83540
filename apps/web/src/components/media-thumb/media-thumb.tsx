import { Avatar } from '@mantine/core';
import { mediaUrl } from '@matjar/shared';
import { IconPhoto, type Icon } from '@tabler/icons-react';

interface MediaThumbProps {
  /** Stored file name, or null for the placeholder. */
  image: string | null;
  /** What the picture shows, for screen readers. */
  name: string;
  size?: number;
  /** Shown when there is no picture. */
  icon?: Icon;
}

/**
 * A stored image at list size (50×50 from the media route), or an icon in its place. The
 * picture is fitted, not cropped: a wide logo stays whole.
 */
export function MediaThumb({ image, name, size = 40, icon: Placeholder = IconPhoto }: MediaThumbProps) {
  return (
    <Avatar src={image ? mediaUrl(image, '50x50') : null} alt={name} radius="sm" size={size} color="gray" styles={{ image: { objectFit: 'contain' } }}>
      <Placeholder size={size / 2} stroke={1.4} />
    </Avatar>
  );
}

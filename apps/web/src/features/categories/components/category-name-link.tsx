import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconCategory } from '@tabler/icons-react';
import { MediaThumb } from '../../../components/media-thumb';

/** A category's picture and name, linking to its page (/dashboard/categories/{id}). */
export function CategoryNameLink({ id, name, image }: { id: number; name: string; image: string | null }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <MediaThumb image={image} name={name} icon={IconCategory} />
      <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/categories/$category" params={{ category: String(id) }} />} fz="sm" fw={500}>
        {name}
      </Anchor>
    </Group>
  );
}

import { Image, type ImageProps, Skeleton } from '@mantine/core';
import { type TicketPictureSize, ticketAttachmentPath } from '@matjar/shared';
import { useEffect, useState } from 'react';
import { apiDownload } from '../../../lib/api/api-fetch';

interface TicketPictureProps extends Omit<ImageProps, 'src'> {
  ticketId: number;
  pictureId: number;
  size: TicketPictureSize;
  alt: string;
}

/**
 * One of a ticket's pictures. They are private (only users who may read the ticket get
 * them), and `<img>` cannot send the bearer token: the picture is fetched with the API
 * client and shown from a blob URL, revoked when it leaves the screen.
 */
export function TicketPicture({ ticketId, pictureId, size, alt, ...image }: TicketPictureProps) {
  const picture = usePictureUrl(ticketAttachmentPath(ticketId, pictureId, size));
  return (
    <Skeleton visible={picture.loading}>
      <Image src={picture.url} alt={alt} {...image} />
    </Skeleton>
  );
}

function usePictureUrl(path: string): { url: string | undefined; loading: boolean } {
  const [loaded, setLoaded] = useState<{ path: string; url: string | undefined }>();
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    apiDownload(path, { signal: controller.signal }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setLoaded({ path, url });
      },
      // A picture that cannot be read leaves its place empty; the thread stays usable.
      () => {
        if (!controller.signal.aborted) setLoaded({ path, url: undefined });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  const current = loaded?.path === path ? loaded : undefined;
  return { url: current?.url, loading: current === undefined };
}

import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api/api-error';
import { checkResetToken, type ResetLink } from '../api/check-reset-token';

export type ResetLinkState = ResetLink | { state: 'checking' } | { state: 'failed'; message: string };

/** The link's token checked as the page opens, so a used or expired link says so at once. */
export function useResetLink(token: string | undefined): ResetLinkState {
  const [link, setLink] = useState<ResetLinkState>({ state: 'checking' });
  useEffect(() => {
    let current = true;
    checkResetToken(token).then(
      (result) => current && setLink(result),
      (error: unknown) => current && setLink({ state: 'failed', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return link;
}

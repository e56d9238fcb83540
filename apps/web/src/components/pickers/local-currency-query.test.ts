import type { Me } from '@matjar/shared';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The session's token store reads the browser's storage as its module loads.
vi.stubGlobal('window', { localStorage: { getItem: () => null, setItem() {}, removeItem() {} }, addEventListener() {} });
let prefetchLocalCurrency: typeof import('./local-currency-query')['prefetchLocalCurrency'];
beforeAll(async () => {
  ({ prefetchLocalCurrency } = await import('./local-currency-query'));
});

const user = (permissions: string[]) => ({ id: 1, username: 'staff', permissions, roles: [] }) as unknown as Me;

describe('the local currency, asked for beside the profile', () => {
  it('is asked for when the user may see the currencies', () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    prefetchLocalCurrency(queryClient, user(['currencies.*']));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]?.[0].queryKey).toEqual(['currencies', 'local']);
  });

  it('is not asked for, and so not refused, when the user may not', () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    prefetchLocalCurrency(queryClient, user(['products.view']));
    expect(prefetch).not.toHaveBeenCalled();
  });
});

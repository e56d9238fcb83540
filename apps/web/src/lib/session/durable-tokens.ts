import type { DurableTokens, SessionTokens } from './token-store';

/**
 * The session's tokens in IndexedDB. Unlike localStorage, whose writes reach other tabs
 * asynchronously, a committed IndexedDB transaction is seen by every transaction that
 * starts after it, in any tab: the refresh, serialised by a Web Lock, always reads the
 * refresh token the previous holder left.
 */
const DB_NAME = 'matjar';
const STORE = 'session';
const KEY = 'tokens';

let opening: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
  });
  return opening;
}

async function transact(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<unknown> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = action(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export const durableTokens: DurableTokens = {
  read: async () => ((await transact('readonly', (store) => store.get(KEY))) as SessionTokens | undefined) ?? null,
  write: async (tokens) => {
    await transact('readwrite', (store) => (tokens ? store.put(tokens, KEY) : store.delete(KEY)));
  },
};

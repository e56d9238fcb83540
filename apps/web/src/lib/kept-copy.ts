/**
 * The last copy of something the server gave, kept in localStorage so that a reload with
 * the network down can still draw the app from it (the header, the menu, the settings).
 * A copy only draws: the server still decides every request, and the copy is replaced as
 * soon as the server answers again.
 */
type CopyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `storage` is asked for on use, so the module loads where there is none (unit tests). */
export function createKeptCopy<T>(key: string, looksRight: (value: unknown) => value is T, storage: () => CopyStorage = () => window.localStorage) {
  return {
    keep(value: T): void {
      try {
        storage().setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or blocked: an offline reload then waits for the network, as before.
      }
    },
    /** The kept copy, or null when there is none or what is kept under the key is not one. */
    read(): T | null {
      try {
        const value: unknown = JSON.parse(storage().getItem(key) ?? 'null');
        return looksRight(value) ? value : null;
      } catch {
        return null;
      }
    },
    forget(): void {
      storage().removeItem(key);
    },
  };
}

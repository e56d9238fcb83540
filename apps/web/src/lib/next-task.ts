/**
 * Resolves in a later task. A phone's main thread is held for the whole of a task, and
 * Lighthouse counts each task's time past 50 ms (four times this machine's) as blocking, so
 * the start's work is cut into several short tasks rather than one long one.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

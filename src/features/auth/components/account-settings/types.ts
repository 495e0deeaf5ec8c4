/** `run` from useRecentLogin: a request that re-authenticates and retries when Firebase asks. */
export type RunWithRecentLogin = <T>(request: () => Promise<T>) => Promise<T>;

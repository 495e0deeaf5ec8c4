/** Calls one of the inbox's callables; the Functions SDK loads on the first call, not with the inbox. */
export async function call<Request, Result>(name: string, request: Request): Promise<Result> {
  const [{ httpsCallable }, { getFunctionsInstance }] = await Promise.all([
    import('firebase/functions'),
    import('@/lib/firebase/functions'),
  ]);
  const { data } = await httpsCallable<Request, Result>(getFunctionsInstance(), name)(request);
  return data;
}

/** Whether Firestore refused a request under its rules (`permission-denied`), as both SDKs report it. */
export const isPermissionDenied = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'permission-denied';

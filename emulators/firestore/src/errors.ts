// Google API errors: the status names the SDKs map to FirestoreError codes, and the HTTP code each travels with.

export type ApiStatus =
  | 'INVALID_ARGUMENT'
  | 'FAILED_PRECONDITION'
  | 'OUT_OF_RANGE'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'ABORTED'
  | 'RESOURCE_EXHAUSTED'
  | 'UNIMPLEMENTED'
  | 'INTERNAL';

const HTTP_CODE: Record<ApiStatus, number> = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  OUT_OF_RANGE: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
};

/** gRPC numeric codes, used where the API reports a status inside a successful reply (batchWrite). */
export const GRPC_CODE: Record<ApiStatus, number> = {
  INVALID_ARGUMENT: 3,
  FAILED_PRECONDITION: 9,
  OUT_OF_RANGE: 11,
  UNAUTHENTICATED: 16,
  PERMISSION_DENIED: 7,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  ABORTED: 10,
  RESOURCE_EXHAUSTED: 8,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
};

export class ApiError extends Error {
  readonly status: ApiStatus;

  constructor(status: ApiStatus, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }

  get httpCode(): number {
    return HTTP_CODE[this.status];
  }

  toJSON(): { error: { code: number; message: string; status: ApiStatus } } {
    return { error: { code: this.httpCode, message: this.message, status: this.status } };
  }
}

export function invalidArgument(message: string): ApiError {
  return new ApiError('INVALID_ARGUMENT', message);
}

export const PERMISSION_DENIED_MESSAGE = 'Missing or insufficient permissions.';

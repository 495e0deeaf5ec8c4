import type { ContactFieldErrors } from '@site/contract';

/** Why a message did not go: the form reacts differently to each. */
export type ContactSendFailure =
  | { kind: 'invalid'; fieldErrors: ContactFieldErrors; message: string }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'offline' }
  | { kind: 'failed'; cause: unknown };

export class ContactSendError extends Error {
  constructor(readonly failure: ContactSendFailure) {
    super(`Contact message not sent: ${failure.kind}`);
    this.name = 'ContactSendError';
  }
}

interface CallableErrorLike {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/** Turns what the callable threw (a FunctionsError) into a failure the form can explain. */
export function toContactFailure(error: unknown): ContactSendFailure {
  const { code, message, details } = (error ?? {}) as CallableErrorLike;
  const text = typeof message === 'string' ? message : '';
  if (code === 'functions/invalid-argument') {
    const fields =
      details && typeof details === 'object' && 'fields' in details
        ? ((details as { fields?: ContactFieldErrors }).fields ?? {})
        : {};
    return { kind: 'invalid', fieldErrors: fields, message: text };
  }
  if (code === 'functions/resource-exhausted') return { kind: 'rate-limited', message: text };
  if (code === 'functions/unavailable' && typeof navigator !== 'undefined' && !navigator.onLine) {
    return { kind: 'offline' };
  }
  return { kind: 'failed', cause: error };
}

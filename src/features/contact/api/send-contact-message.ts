import type { ContactRequest, ContactResult } from '@site/contract';
import { ContactSendError, toContactFailure } from './contact-errors';

/**
 * Calls the `sendContactEmail` callable. The Functions SDK is imported on demand, so the contact
 * page paints without it. The same `messageId` may be sent again safely: the function stores it once.
 */
export async function sendContactMessage(request: ContactRequest): Promise<ContactResult> {
  const [{ httpsCallable }, { getFunctionsInstance }] = await Promise.all([
    import('firebase/functions'),
    import('@/lib/firebase/functions'),
  ]);
  const callable = httpsCallable<ContactRequest, ContactResult>(
    getFunctionsInstance(),
    'sendContactEmail',
    // A fresh App Check token per call: the function consumes each one (replay protection).
    { limitedUseAppCheckTokens: true },
  );
  try {
    const { data } = await callable(request);
    return data;
  } catch (error) {
    throw new ContactSendError(toContactFailure(error));
  }
}

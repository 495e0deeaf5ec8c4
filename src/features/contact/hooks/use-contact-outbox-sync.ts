import { useEffect } from 'react';
import { useToast } from '@/components/feedback/toast';
import { ContactSendError } from '../api/contact-errors';
import { contactOutbox } from '../api/outbox';
import { sendContactMessage } from '../api/send-contact-message';
import { contactToasts } from '../contact-toasts';

/** Sends messages saved offline, now and whenever the connection comes back. */
export function useContactOutboxSync() {
  const { toast } = useToast();

  useEffect(() => {
    let flushing = false;
    const flush = async () => {
      if (flushing || !navigator.onLine || !contactOutbox.hasPending()) return;
      flushing = true;
      try {
        for (const message of contactOutbox.list()) {
          try {
            await sendContactMessage(message);
            contactOutbox.remove(message.messageId);
            toast(contactToasts.savedSent(message.subject));
          } catch (error) {
            // A message the server rejects as invalid will never go through: drop it and say so.
            if (error instanceof ContactSendError && error.failure.kind === 'invalid') {
              contactOutbox.remove(message.messageId);
              toast(contactToasts.savedRejected(message.subject));
            } else {
              console.error('Saved contact message not sent yet; will retry when online', error);
              break;
            }
          }
        }
      } finally {
        flushing = false;
      }
    };
    void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [toast]);
}

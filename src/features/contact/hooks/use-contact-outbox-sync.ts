import { useEffect } from 'react';
import { useToast } from '@/components/feedback/toast';
import { ContactSendError } from '../api/contact-errors';
import { contactOutbox } from '../api/outbox';
import { sendContactMessage } from '../api/send-contact-message';

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
            toast({
              title: 'Message sent!',
              description: `Your saved message "${message.subject}" has been sent. We'll get back to you within 24 hours.`,
              variant: 'success',
            });
          } catch (error) {
            // A message the server rejects as invalid will never go through: drop it and say so.
            if (error instanceof ContactSendError && error.failure.kind === 'invalid') {
              contactOutbox.remove(message.messageId);
              toast({
                title: 'Error',
                description: `Your saved message "${message.subject}" could not be sent. Please write to us again.`,
                variant: 'error',
              });
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

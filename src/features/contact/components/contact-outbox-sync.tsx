import { useContactOutboxSync } from '../hooks/use-contact-outbox-sync';

/** Mounted once in the layout: delivers messages written offline when the connection returns. */
export function ContactOutboxSync() {
  useContactOutboxSync();
  return null;
}

import type { ToastOptions } from '@/components/feedback/toast';

// The form's answers are the spec's (MISSION.md's error catalogue and success toasts); the outbox,
// sending a message saved offline later, says the same and names the message by its subject.

const sent = {
  title: 'Message sent!',
  description: "We'll get back to you within 24 hours.",
  variant: 'success',
} as const satisfies ToastOptions;

const failed = {
  title: 'Error',
  description: 'Failed to send message. Please try again or contact us directly.',
  variant: 'error',
} as const satisfies ToastOptions;

/** Every toast the contact form and its offline outbox show. */
export const contactToasts = {
  sent,
  failed,
  queued: {
    title: 'Saved for sending',
    description:
      "You're offline. Your message is saved on this device and will be sent automatically when you're back online.",
    variant: 'info',
  },
  savedSent: (subject: string): ToastOptions => ({
    ...sent,
    description: `Your saved message "${subject}" has been sent. ${sent.description}`,
  }),
  /** The server refused a saved message as invalid: it is dropped, so the visitor must write again. */
  savedRejected: (subject: string): ToastOptions => ({
    ...failed,
    description: `Your saved message "${subject}" could not be sent. Please write to us again.`,
  }),
} as const satisfies Record<string, ToastOptions | ((subject: string) => ToastOptions)>;

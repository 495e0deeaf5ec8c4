import Stack from '@mui/material/Stack';
import { HrefButton } from '@/components/link-button';
import { callHref, replyHref, whatsAppReplyHref } from '../contact-links';
import type { Lead } from '@site/contract';

/** Answering outside the inbox: the admin's own mail app, a call, WhatsApp. */
export function AnswerLinks({ message }: { message: Lead }) {
  const call = message.phone ? callHref(message.phone) : null;
  const whatsApp = whatsAppReplyHref(message);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      <HrefButton variant="outlined" href={replyHref(message)}>
        Reply by e-mail
      </HrefButton>
      {call && (
        <HrefButton variant="outlined" href={call}>
          Call {message.phone}
        </HrefButton>
      )}
      {whatsApp && (
        <HrefButton variant="outlined" href={whatsApp} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </HrefButton>
      )}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatBytes,
  formatLagosTime,
  type Conversation,
  type PublicThreadMessage,
} from '@site/contract';
import { site } from '@/config/site';

const HOW: Record<PublicThreadMessage['channel'], string> = {
  form: 'through the contact form',
  email: 'by e-mail',
  page: 'on your conversation page',
  reply: 'by e-mail',
};

/**
 * A conversation as its client sees it under /profile: every message both ways, oldest first, the
 * names of the files they sent (the firm has them by e-mail; the site keeps none).
 */
export function ConversationThread({ conversation }: { conversation: Conversation }) {
  return (
    <>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {conversation.messages.map((message, index) => (
          <Box
            component="li"
            key={index}
            sx={{
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              minWidth: 0,
              ...(message.side === 'prospect' ? { bgcolor: 'action.hover' } : {}),
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {message.side === 'prospect' ? 'You' : site.name}, {formatLagosTime(message.at)},{' '}
              {HOW[message.channel]}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.text}
            </Typography>
            {message.attachments.length > 0 && (
              <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                Files:{' '}
                {message.attachments
                  .map((file) => `${file.name} (${formatBytes(file.size)})`)
                  .join(', ')}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        To write to us about it, reply to our latest e-mail, or use the link to your conversation in
        it.
      </Typography>
    </>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatBytes,
  formatLagosTime,
  leadThread,
  type Lead,
  type LeadAnswerRecord,
  type LeadReplyRecord,
  type ThreadChannel,
  type ThreadMessage,
} from '@site/contract';

const HOW: Record<ThreadChannel, string> = {
  form: 'through the contact form',
  email: 'by e-mail',
  page: 'on their conversation page',
};

function Attachments({ message }: { message: ThreadMessage & { side: 'prospect' } }) {
  if (message.attachments.length === 0 && message.channel !== 'email') return null;
  return (
    <>
      {message.attachments.length > 0 && (
        <Box component="ul" aria-label="Attachments" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {message.attachments.map((file, index) => (
            <Typography component="li" variant="body2" key={`${index}-${file.name}`}>
              {file.name} ({file.type}, {formatBytes(file.size)})
            </Typography>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {message.copied
          ? 'The whole mail, files included, is in the firm’s mailbox. The site keeps no file.'
          : 'Not in the firm’s mailbox yet: the mail provider delivers it again until the copy goes.'}
      </Typography>
    </>
  );
}

/**
 * The conversation after the lead's first message (shown above it), both sides, oldest first: the
 * firm's replies as sent and the prospect's answers by mail or on their conversation page, with the
 * names of any files (the mail itself went to the firm's mailbox). Nothing while there is none.
 */
export function ReplyThread({
  message,
  replies,
  answers,
}: {
  message: Lead;
  replies: readonly LeadReplyRecord[];
  answers: readonly LeadAnswerRecord[];
}) {
  const later = leadThread(message, replies, answers).slice(1);
  if (later.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="thread-heading">
      <Typography id="thread-heading" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Conversation ({later.length} more {later.length === 1 ? 'message' : 'messages'})
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {later.map((item) => (
          <Box
            component="li"
            key={`${item.side}-${item.id}`}
            sx={{
              p: 2,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              minWidth: 0,
              ...(item.side === 'prospect' ? { bgcolor: 'action.hover' } : {}),
            }}
          >
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mb: 0.5, overflowWrap: 'anywhere' }}
            >
              {item.side === 'firm'
                ? `${item.author ?? 'An admin'}, ${formatLagosTime(item.at)}`
                : `${message.name}, ${formatLagosTime(item.at)}, ${HOW[item.channel]}`}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.text}
            </Typography>
            {item.side === 'prospect' && <Attachments message={item} />}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLagosTime, type LeadReplyRecord } from '@site/contract';

/** The firm's answers to a lead, oldest first; nothing while there are none. */
export function ReplyThread({ replies }: { replies: readonly LeadReplyRecord[] }) {
  const shown = replies.filter((reply) => reply.state === 'sent');
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="thread-heading">
      <Typography id="thread-heading" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Replies sent ({shown.length})
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {shown.map((reply) => (
          <Box
            component="li"
            key={reply.id}
            sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {reply.authorEmail ?? 'An admin'}, {formatLagosTime(reply.createdAt)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reply.body}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

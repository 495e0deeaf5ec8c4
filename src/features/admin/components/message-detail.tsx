import type { FirstResponse, Lead } from '@site/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLeadSave } from '../hooks/use-lead-save';
import { useReplyThread } from '../hooks/use-reply-thread';
import type { TriageChange } from '../triage';
import { AnswerLinks } from './answer-links';
import { ConversationLinkControl } from './conversation-link-control';
import { LeadAssignment } from './lead-assignment';
import { MessageFacts } from './message-facts';
import { NoteForm } from './note-form';
import { ReplyComposer } from './reply-composer';
import { ReplyThread } from './reply-thread';
import { TriageButtons } from './triage-buttons';

export interface MessageDetailProps {
  message: Lead;
  readOnly: boolean;
  adminEmail: string | null;
  onClose: () => void;
  onChange: (change: TriageChange) => Promise<void>;
  /** The lead was answered (from here, or elsewhere and recorded): its first response, as stamped. */
  onAnswered: (first: FirstResponse) => void;
}

/** One message in full, the ways to answer it, its status and the team's private note. */
export function MessageDetail({
  message,
  readOnly,
  adminEmail,
  onClose,
  onChange,
  onAnswered,
}: MessageDetailProps) {
  const { saving, save } = useLeadSave(onChange);
  const thread = useReplyThread(message.id, readOnly, message.lastAnswerAt);
  const locked = readOnly || saving;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby="message-subject"
      sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={2.5}>
        <Box sx={{ display: { md: 'none' } }}>
          <Button startIcon={<ArrowBackIcon />} onClick={onClose}>
            Back to the list
          </Button>
        </Box>
        <Typography id="message-subject" variant="h2" sx={{ fontSize: '1.5rem' }}>
          {message.subject}
        </Typography>
        <MessageFacts message={message} />
        <Typography
          component="blockquote"
          sx={{
            m: 0,
            p: 2,
            borderRadius: 2,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {message.message}
        </Typography>

        <ReplyThread message={message} replies={thread.replies} answers={thread.answers} />
        <ReplyComposer
          message={message}
          readOnly={readOnly}
          adminEmail={adminEmail}
          onSent={(result, reply) => {
            thread.add(reply);
            onAnswered(
              message.firstResponse ?? {
                at: new Date(result.firstResponseAt),
                channel: 'email',
                by: null,
              },
            );
          }}
        />
        <AnswerLinks message={message} />
        <TriageButtons message={message} disabled={locked} save={save} onAnswered={onAnswered} />
        <LeadAssignment message={message} adminEmail={adminEmail} disabled={locked} save={save} />
        <NoteForm message={message} readOnly={readOnly} saving={saving} save={save} />
        <ConversationLinkControl messageId={message.id} disabled={locked} />
      </Stack>
    </Paper>
  );
}

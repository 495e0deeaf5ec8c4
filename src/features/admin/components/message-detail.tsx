import {
  BOOKING_KIND_NAMES,
  formatLagosTime,
  INBOX_BOOKING_PARAM,
  INBOX_PATH,
  type Booking,
  type FirstResponse,
  type Lead,
} from '@site/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLeadSave } from '../hooks/use-lead-save';
import { useReplyThread } from '../hooks/use-reply-thread';
import type { TriageChange } from '../triage';
import { AnswerLinks } from './answer-links';
import { ConversationLinkControl } from './conversation-link-control';
import { LeadAssignment } from './lead-assignment';
import { MessageFacts } from './message-facts';
import { NoteForm } from './note-form';
import { OutcomeForm } from './outcome-form';
import { RecordArticle } from './record-article';
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
  /** The bookings made with the lead's address. */
  bookings: Booking[];
}

/** One message in full, the ways to answer it, its status and the team's private note. */
export function MessageDetail({
  message,
  readOnly,
  adminEmail,
  onClose,
  onChange,
  onAnswered,
  bookings,
}: MessageDetailProps) {
  const { saving, save } = useLeadSave(onChange);
  const thread = useReplyThread(message.id, readOnly, message.lastAnswerAt);
  const locked = readOnly || saving;
  return (
    <RecordArticle
      titleId="message-subject"
      title={message.subject}
      close={
        <Box sx={{ display: { md: 'none' } }}>
          <Button startIcon={<ArrowBackIcon />} onClick={onClose}>
            Back to the list
          </Button>
        </Box>
      }
    >
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
      {bookings.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Their bookings
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {bookings.map((booking) => (
              <li key={booking.id}>
                <Link
                  component={RouterLink}
                  to={`${INBOX_PATH}?${INBOX_BOOKING_PARAM}=${encodeURIComponent(booking.id)}`}
                >
                  {BOOKING_KIND_NAMES[booking.kind]}, {formatLagosTime(booking.startsAt)}
                </Link>
                {booking.state === 'cancelled' ? ' (cancelled)' : ''}
              </li>
            ))}
          </Box>
        </Box>
      )}
      {!readOnly && (
        <OutcomeForm
          key={`${message.outcome?.result}-${message.outcome?.valueNaira}`}
          outcome={message.outcome}
          disabled={locked}
          onSave={(outcome, done) => save({ outcome }, done)}
        />
      )}
    </RecordArticle>
  );
}

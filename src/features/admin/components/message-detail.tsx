import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { RESPONSE_CHANNEL_LABELS, type ResponseChannel } from '@site/contract';
import { useToast } from '@/components/feedback/toast';
import { HrefButton } from '@/components/link-button';
import { loadThread, recordLeadResponse, type LeadReply } from '../api/lead-replies';
import { callHref, replyHref, whatsAppReplyHref } from '../contact-links';
import { formatLagosTime } from '../lagos-time';
import { responseTime } from '../response-time';
import { ReplyComposer } from './reply-composer';
import { ReplyThread } from './reply-thread';
import {
  DELIVERY_LABELS,
  NOTE_MAX_LENGTH,
  TRIAGE_LABELS,
  TRIAGE_STATES,
  type InboxMessage,
  type TriageChange,
} from '../triage';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, gap: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface MessageDetailProps {
  message: InboxMessage;
  readOnly: boolean;
  adminEmail: string | null;
  onClose: () => void;
  onChange: (change: TriageChange) => Promise<void>;
  /** The lead was answered (from here, or elsewhere and recorded): its first response, as stamped. */
  onAnswered: (first: Pick<InboxMessage, 'firstResponseAt' | 'firstResponseChannel'>) => void;
}

/** How an answer given outside the inbox is recorded; e-mail from the inbox records itself. */
const ANSWERED_ELSEWHERE: { channel: ResponseChannel; label: string }[] = [
  { channel: 'phone', label: 'By phone' },
  { channel: 'whatsapp', label: 'By WhatsApp' },
  { channel: 'email', label: 'By e-mail from my mail app' },
];

/** One message in full, the ways to answer it, its status and the team's private note. */
export function MessageDetail({
  message,
  readOnly,
  adminEmail,
  onClose,
  onChange,
  onAnswered,
}: MessageDetailProps) {
  const { toast } = useToast();
  const [note, setNote] = useState(message.note);
  const [saving, setSaving] = useState(false);
  const [replies, setReplies] = useState<LeadReply[]>([]);
  // Replied, on a lead never answered: ask how it was (no menu component: the inbox shares no chunk
  // with visitors' pages, and a menu's would).
  const [askHow, setAskHow] = useState(false);
  const response = responseTime(message, new Date());
  const call = message.phone ? callHref(message.phone) : null;
  const whatsApp = whatsAppReplyHref(message);
  const noteTooLong = note.length > NOTE_MAX_LENGTH;
  // Not the contract's formatCount: that would share the contact form's schema chunk with the inbox.
  const count = (value: number) => value.toLocaleString('en-US');

  // The thread, while online (the offline copy holds the messages, not their replies).
  useEffect(() => {
    if (readOnly) return;
    let live = true;
    loadThread(message.id).then(
      (thread) => live && setReplies(thread),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [message.id, readOnly]);

  const save = async (change: TriageChange | (() => Promise<void>), done: string) => {
    setSaving(true);
    try {
      await (typeof change === 'function' ? change() : onChange(change));
      toast({ title: 'Saved', description: done, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: `Not saved: ${error instanceof Error ? error.message : String(error)}`,
        variant: 'error',
      });
    } finally {
      setSaving(false);
    }
  };

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
        <Box component="dl" sx={{ display: 'grid', gap: 0.75, m: 0 }}>
          <Fact term="From">
            {message.name} &lt;{message.email}&gt;
          </Fact>
          {message.company && <Fact term="Company">{message.company}</Fact>}
          {message.phone && <Fact term="Phone">{message.phone}</Fact>}
          <Fact term="Received">{formatLagosTime(message.createdAt)}</Fact>
          <Fact term="Sent from">{message.page ?? 'Not recorded'}</Fact>
          <Fact term="Visit began">{message.source ?? 'Not recorded'}</Fact>
          <Fact term="Signed in">{message.signedIn ? 'Yes, with an account' : 'No'}</Fact>
          {response && (
            <Fact term="Response time">
              <Box
                component="span"
                sx={response.overdue ? { color: 'error.main', fontWeight: 700 } : undefined}
              >
                {response.text}
                {response.overdue && ' (past the one-hour target)'}
              </Box>
            </Fact>
          )}
          <Fact term="E-mail to sales">
            {DELIVERY_LABELS[message.delivery]}
            {message.lastMailError && message.delivery !== 'sent' && ` (${message.lastMailError})`}
          </Fact>
        </Box>
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

        <ReplyThread replies={replies} />
        <ReplyComposer
          message={message}
          readOnly={readOnly}
          adminEmail={adminEmail}
          onSent={(result, reply) => {
            setReplies((thread) => [...thread, reply]);
            onAnswered({
              firstResponseAt: message.firstResponseAt ?? result.firstResponseAt,
              firstResponseChannel: message.firstResponseChannel ?? 'email',
            });
          }}
        />

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
            <HrefButton
              variant="outlined"
              href={whatsApp}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp
            </HrefButton>
          )}
        </Stack>

        <Box role="group" aria-labelledby="triage-label">
          <Typography id="triage-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Status
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {TRIAGE_STATES.map((status) => (
              <Button
                key={status}
                variant={message.triage === status ? 'contained' : 'outlined'}
                aria-pressed={message.triage === status}
                // A first answer given outside the inbox: asked how, and the server stamps it.
                aria-expanded={
                  status === 'replied' && !message.firstResponseAt ? askHow : undefined
                }
                disabled={readOnly || saving}
                onClick={() =>
                  status === 'replied' && !message.firstResponseAt
                    ? setAskHow(!askHow)
                    : void save(
                        { triage: status },
                        `Marked as ${TRIAGE_LABELS[status].toLowerCase()}.`,
                      )
                }
              >
                {TRIAGE_LABELS[status]}
              </Button>
            ))}
          </Stack>
          {askHow && (
            <Box role="group" aria-labelledby="answered-how" sx={{ mt: 1.5 }}>
              <Typography id="answered-how" variant="body2" sx={{ mb: 1 }}>
                How did you answer?
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {ANSWERED_ELSEWHERE.map(({ channel, label }) => (
                  <Button
                    key={channel}
                    size="small"
                    variant="outlined"
                    disabled={readOnly || saving}
                    onClick={() => {
                      setAskHow(false);
                      void save(async () => {
                        const first = await recordLeadResponse({ messageId: message.id, channel });
                        onAnswered(first);
                      }, `Marked as replied (${RESPONSE_CHANNEL_LABELS[channel]}).`);
                    }}
                  >
                    {label}
                  </Button>
                ))}
              </Stack>
            </Box>
          )}
        </Box>

        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            Assigned to: <strong>{message.assignedTo ?? 'nobody'}</strong>
          </Typography>
          {adminEmail && message.assignedTo !== adminEmail && (
            <Button
              size="small"
              disabled={readOnly || saving}
              onClick={() => void save({ assignedTo: adminEmail }, 'Assigned to you.')}
            >
              Assign to me
            </Button>
          )}
          {message.assignedTo && (
            <Button
              size="small"
              disabled={readOnly || saving}
              onClick={() => void save({ assignedTo: null }, 'Unassigned.')}
            >
              Unassign
            </Button>
          )}
        </Stack>

        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!noteTooLong) void save({ note }, 'Note saved.');
          }}
        >
          <TextField
            label="Private note"
            multiline
            minRows={3}
            fullWidth
            value={note}
            onChange={(event) => setNote(event.target.value)}
            disabled={readOnly}
            error={noteTooLong}
            // Read-only offline: a disabled field's helper text is too faint to read, and says nothing then.
            helperText={
              readOnly
                ? undefined
                : `Only the team sees this. ${count(note.length)} / ${count(NOTE_MAX_LENGTH)} characters${noteTooLong ? ': too long' : ''}`
            }
          />
          <Button
            type="submit"
            variant="outlined"
            sx={{ mt: 1 }}
            disabled={readOnly || saving || noteTooLong || note === message.note}
          >
            Save note
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

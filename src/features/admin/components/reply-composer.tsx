import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  REPLY_MAX_LENGTH,
  type Lead,
  type LeadReplyRecord,
  type LeadReplyResult,
} from '@site/contract';
import { REPLY_TEMPLATES } from '@/config/reply-templates';
import { sendLeadReply } from '../api/lead-replies';
import { useAdminAction } from '../hooks/use-admin-action';
import { LimitedTextField } from './limited-text-field';

export interface ReplyComposerProps {
  message: Lead;
  readOnly: boolean;
  adminEmail: string | null;
  onSent: (result: LeadReplyResult, reply: LeadReplyRecord) => void;
}

/**
 * Writes the firm's answer in the inbox, from one of its templates, and sends it as the firm. A reply
 * keeps its id until it is sent, so pressing Send again after a failure sends it once.
 */
export function ReplyComposer({ message, readOnly, adminEmail, onSent }: ReplyComposerProps) {
  const first = REPLY_TEMPLATES[0]!;
  const [templateId, setTemplateId] = useState(first.id);
  const [text, setText] = useState(() => first.text(message));
  const [replyId, setReplyId] = useState(() => crypto.randomUUID());
  const { busy: sending, run } = useAdminAction();
  const tooLong = text.length > REPLY_MAX_LENGTH;

  const chooseTemplate = (id: string) => {
    setTemplateId(id);
    const template = REPLY_TEMPLATES.find((candidate) => candidate.id === id);
    if (template) setText(template.text(message));
  };

  const send = () =>
    run(
      async () => {
        const result = await sendLeadReply({ messageId: message.id, replyId, body: text });
        const sentAt = new Date();
        onSent(result, {
          id: replyId,
          body: text.trim(),
          authorUid: null,
          authorEmail: adminEmail,
          state: 'sent',
          attempts: 1,
          attemptStartedAt: null,
          createdAt: sentAt,
          sentAt,
          lastError: null,
        });
        setReplyId(crypto.randomUUID());
        setText('');
      },
      {
        success: { title: 'Reply sent', description: `Sent to ${message.email}.` },
        failure: 'Not sent',
      },
    );

  return (
    <Box
      component="form"
      aria-labelledby="reply-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong && text.trim() !== '') void send();
      }}
    >
      <Typography id="reply-heading" variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        Reply from the inbox
      </Typography>
      <TextField
        select
        label="Start from"
        value={templateId}
        onChange={(event) => chooseTemplate(event.target.value)}
        disabled={readOnly || sending}
        fullWidth
        size="small"
        // The phone's own picker: larger targets, and no popup to dismiss.
        slotProps={{ select: { native: true } }}
        sx={{ mb: 1.5 }}
      >
        {REPLY_TEMPLATES.map((template) => (
          <option key={template.id} value={template.id}>
            {template.label}
          </option>
        ))}
      </TextField>
      <LimitedTextField
        label="Your reply"
        value={text}
        onChange={setText}
        max={REPLY_MAX_LENGTH}
        minRows={8}
        hint={`Sent to ${message.email} from the firm, with a link to their conversation page; their answer comes back into this conversation and to the firm's mailbox.`}
        readOnly={readOnly}
        disabled={sending}
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 1 }}
        disabled={readOnly || sending || tooLong || text.trim() === ''}
      >
        {sending ? 'Sending…' : 'Send reply'}
      </Button>
    </Box>
  );
}

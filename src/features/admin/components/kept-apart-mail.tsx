import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  formatBytes,
  formatLagosTime,
  inboxMessageLink,
  KEPT_APART_REASONS,
  type StrayMail,
} from '@site/contract';
import { RouteButton } from '@/components/link-button';
import { loadStrayMail } from '../api/stray-mail';
import { describeError } from '../describe-error';

type Shown =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'open'; mails: StrayMail[] };

/**
 * Mail that came to a reply address but joined no thread (no conversation named, or not from the
 * lead's address), for the team to look at; never merged. Loaded when asked for.
 */
export function KeptApartMail({ disabled }: { disabled: boolean }) {
  const [shown, setShown] = useState<Shown>({ status: 'closed' });
  const open = () => {
    setShown({ status: 'loading' });
    loadStrayMail().then(
      (mails) => setShown({ status: 'open', mails }),
      (error: unknown) => setShown({ status: 'failed', error: describeError(error) }),
    );
  };
  return (
    <Box component="section" aria-labelledby="kept-apart-heading">
      <Typography id="kept-apart-heading" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Mail kept apart
      </Typography>
      {shown.status === 'open' ? (
        <Button onClick={() => setShown({ status: 'closed' })}>Hide</Button>
      ) : (
        <Button variant="outlined" disabled={disabled || shown.status === 'loading'} onClick={open}>
          {shown.status === 'loading' ? 'Loading…' : 'Show mail kept apart'}
        </Button>
      )}
      {shown.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          The mail kept apart could not be loaded: {shown.error}
        </Alert>
      )}
      {shown.status === 'open' &&
        (shown.mails.length === 0 ? (
          <Typography sx={{ mt: 1 }}>None: every answer found its conversation.</Typography>
        ) : (
          <Box
            component="ol"
            sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 1.5 }}
          >
            {shown.mails.map((mail) => (
              <Box
                component="li"
                key={mail.id}
                sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', minWidth: 0 }}
              >
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {mail.from}, {formatLagosTime(mail.receivedAt)}: {KEPT_APART_REASONS[mail.reason]}
                  {mail.copied ? '; its copy is in the firm’s mailbox' : ''}
                </Typography>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {mail.subject || '(no subject)'}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {mail.text}
                </Typography>
                {mail.attachments.length > 0 && (
                  <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                    Files:{' '}
                    {mail.attachments
                      .map((file) => `${file.name} (${formatBytes(file.size)})`)
                      .join(', ')}
                  </Typography>
                )}
                {mail.leadId && (
                  <Box sx={{ mt: 1 }}>
                    <RouteButton variant="text" to={inboxMessageLink(mail.leadId)}>
                      Open the conversation it named
                    </RouteButton>
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { describeLeadSource, formatLagosTime, type Lead } from '@site/contract';
import { responseTime } from '../response-time';
import { MAIL_STATE_LABELS } from '../triage';

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

/** Who wrote, when and from where, how long the answer took, and whether the e-mail reached sales. */
export function MessageFacts({ message }: { message: Lead }) {
  const response = responseTime(message, new Date());
  const notification = message.mail.notification;
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 0.75, m: 0 }}>
      <Fact term="From">
        {message.name} &lt;{message.email}&gt;
      </Fact>
      {message.company && <Fact term="Company">{message.company}</Fact>}
      {message.phone && <Fact term="Phone">{message.phone}</Fact>}
      <Fact term="Received">{formatLagosTime(message.createdAt)}</Fact>
      <Fact term="Sent from">{message.page ?? 'Not recorded'}</Fact>
      <Fact term="Visit began">{describeLeadSource(message.source) || 'Not recorded'}</Fact>
      <Fact term="Signed in">{message.uid === null ? 'No' : 'Yes, with an account'}</Fact>
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
        {MAIL_STATE_LABELS[notification.state]}
        {notification.lastError && notification.state !== 'sent' && ` (${notification.lastError})`}
      </Fact>
    </Box>
  );
}

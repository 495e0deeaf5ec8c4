import Button from '@mui/material/Button';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { alertsSupport, alertsToken, turnOffAlerts, turnOnAlerts } from '../api/lead-alerts';
import { useAdminAction } from '../hooks/use-admin-action';

const UNSUPPORTED = {
  'no-push':
    'This browser cannot receive alerts. On a phone, add the site to the home screen first.',
  'not-configured':
    'Alerts need Firebase Cloud Messaging, which this build has no key for (docs/operations.md, "Alerts on this device").',
} as const;

/** Turns this device's alerts for new messages on or off. */
export function AlertsSwitch({ uid, disabled }: { uid: string; disabled: boolean }) {
  const { toast } = useToast();
  const [on, setOn] = useState(() => alertsToken() !== null);
  const { busy, run } = useAdminAction();
  const support = alertsSupport();

  const toggle = () => {
    if (support !== 'supported') {
      toast({ title: 'Alerts unavailable', description: UNSUPPORTED[support], variant: 'info' });
      return;
    }
    void run(
      async () => {
        if (on) await turnOffAlerts();
        else await turnOnAlerts(uid);
        setOn(!on);
      },
      {
        success: {
          title: on ? 'Alerts off' : 'Alerts on',
          description: on
            ? 'This device no longer gets an alert for new messages.'
            : 'This device gets an alert for each new message.',
        },
        failure: `Alerts could not be turned ${on ? 'off' : 'on'}`,
      },
    );
  };

  return (
    <Button
      variant={on ? 'contained' : 'outlined'}
      onClick={toggle}
      disabled={disabled || busy}
      aria-pressed={on}
    >
      Alerts on this device
    </Button>
  );
}

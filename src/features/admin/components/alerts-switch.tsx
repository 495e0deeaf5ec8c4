import Button from '@mui/material/Button';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { alertsSupport, alertsToken, turnOffAlerts, turnOnAlerts } from '../api/lead-alerts';

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
  const [busy, setBusy] = useState(false);
  const support = alertsSupport();

  const toggle = async () => {
    if (support !== 'supported') {
      toast({ title: 'Alerts unavailable', description: UNSUPPORTED[support], variant: 'info' });
      return;
    }
    setBusy(true);
    try {
      if (on) await turnOffAlerts();
      else await turnOnAlerts(uid);
      setOn(!on);
      toast({
        title: on ? 'Alerts off' : 'Alerts on',
        description: on
          ? 'This device no longer gets an alert for new messages.'
          : 'This device gets an alert for each new message.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: `Alerts could not be turned ${on ? 'off' : 'on'}: ${error instanceof Error ? error.message : String(error)}`,
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant={on ? 'contained' : 'outlined'}
      onClick={() => void toggle()}
      disabled={disabled || busy}
      aria-pressed={on}
    >
      Alerts on this device
    </Button>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { memo, useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useOnlineStatus } from '@/components/form/use-online-status';
import {
  ACTIVE_VIEW_ATTRIBUTE,
  AUTH_VIEW_IDS,
  authViewFromHash,
  authViewStyles,
  inViews,
  type AuthView,
} from '../utils/auth-views';
import { AuthCard } from './auth-card';
import { CredentialsForm } from './credentials-form';
import { EmailChangeLink } from './email-change-link';
import { EmailVerification } from './email-verification';
import { OfflineNotice } from './offline-notice';
import { PasswordResetConfirmation } from './password-reset-confirmation';

export type { AuthView } from '../utils/auth-views';

export interface AuthScreenProps {
  /** Called after a successful sign-in; the page decides where the visitor goes. */
  onSignedIn: () => void;
}

const OFFLINE_MESSAGE = 'You are offline. Signing in needs a connection.';

/** The frame's styles, made once: a new object each render is serialized again by every render. */
const viewStyles = authViewStyles();

/** A link to one of the views: a fragment, which the browser follows before the app has loaded. */
const viewHref = (view: AuthView) => `#${AUTH_VIEW_IDS[view]}`;

/** The heading of each view, with its fragment's id, so the browser scrolls and moves focus to it. */
function ViewTitles() {
  return (
    <>
      <span id={AUTH_VIEW_IDS['sign-in']} {...inViews('sign-in')}>
        Sign In
      </span>
      <span id={AUTH_VIEW_IDS['sign-up']} {...inViews('sign-up')}>
        Create an Account
      </span>
      <span id={AUTH_VIEW_IDS.reset} {...inViews('reset')}>
        Reset Password
      </span>
    </>
  );
}

function ViewDescriptions() {
  return (
    <>
      <span {...inViews('sign-in')}>Welcome back. Sign in to see and update your profile.</span>
      <span {...inViews('sign-up')}>Create an account to keep your details on file with us.</span>
      <span {...inViews('reset')}>
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </span>
    </>
  );
}

// Made once: each renders the same whatever the state, so the screen's renders (the app hydrating, the
// network coming and going) skip them.
const viewTitles = <ViewTitles />;
const viewDescriptions = <ViewDescriptions />;

/** The links between the views, and back from forgot-password: fragments, as prerendered. */
const ViewLinks = memo(function ViewLinks() {
  return (
    <>
      <Box
        {...inViews('sign-in', 'sign-up')}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 1,
          typography: 'body2',
        }}
      >
        <Link href={viewHref('reset')} {...inViews('sign-in')}>
          Forgot your password?
        </Link>
        <span {...inViews('sign-in')}>
          Don&apos;t have an account? <Link href={viewHref('sign-up')}>Sign Up</Link>
        </span>
        <span {...inViews('sign-up')}>
          Already have an account? <Link href={viewHref('sign-in')}>Sign In</Link>
        </span>
      </Box>
      <Button variant="outlined" fullWidth href={viewHref('sign-in')} {...inViews('reset')}>
        Back to Sign In
      </Button>
    </>
  );
});

/**
 * Everything /auth shows: the sign-in, sign-up and forgot-password views (one form, see
 * utils/auth-views.ts), and the pages for the links in Firebase's e-mails
 * (`?mode=resetPassword|verifyEmail|verifyAndChangeEmail|recoverEmail&oobCode=…`, and `?reset=true`).
 * Memoized: the page renders again when the session arrives, which changes nothing here.
 */
export const AuthScreen = memo(function AuthScreen({ onSignedIn }: AuthScreenProps) {
  const [params] = useSearchParams();
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const offline = !online;
  const view = authViewFromHash(hash);

  const mode = params.get('mode');
  const code = params.get('oobCode');

  /**
   * Shows one of the views (sign-in, the default, with no fragment); from an e-mail link's page,
   * without the link's parameters.
   */
  const showView = useCallback(
    (next: AuthView, nextSearch = search) =>
      void navigate(
        { search: nextSearch, hash: next === 'sign-in' ? '' : viewHref(next) },
        { replace: true },
      ),
    [navigate, search],
  );
  const backToSignIn = useCallback(() => showView('sign-in'), [showView]);
  /**
   * The view is the app's once it owns the frame: marked on the element as React attaches it (in the
   * commit, before the frame is painted); until then the prerendered page's `:target` decides. Not
   * rendered as an attribute: hydration must render what the prerenderer did, so the mark was a
   * render after it, of the whole card, in a task of its own while the visitor typed.
   */
  const markView = useCallback(
    (frame: HTMLDivElement | null) => frame?.setAttribute(ACTIVE_VIEW_ATTRIBUTE, view),
    [view],
  );

  if (code && mode === 'resetPassword') {
    return (
      <AuthCard title="Set a New Password" titleKey="set-password">
        {offline && <OfflineNotice>{OFFLINE_MESSAGE}</OfflineNotice>}
        <PasswordResetConfirmation
          code={code}
          offline={offline}
          onDone={() => showView('sign-in', '?reset=true')}
          onRequestNewLink={() => showView('reset', '')}
        />
      </AuthCard>
    );
  }

  if (code && mode === 'verifyEmail') {
    return (
      <AuthCard title="Verify Your Email" titleKey="verify-email">
        {offline && <OfflineNotice>{OFFLINE_MESSAGE}</OfflineNotice>}
        <EmailVerification
          code={code}
          offline={offline}
          onContinueToSignIn={() => showView('sign-in', '')}
        />
      </AuthCard>
    );
  }

  if (code && (mode === 'verifyAndChangeEmail' || mode === 'recoverEmail')) {
    const title = mode === 'recoverEmail' ? 'Restore Your Email' : 'Confirm Your New Email';
    return (
      <AuthCard title={title} titleKey={mode}>
        {offline && <OfflineNotice>{OFFLINE_MESSAGE}</OfflineNotice>}
        <EmailChangeLink
          code={code}
          mode={mode}
          offline={offline}
          onContinueToSignIn={() => showView('sign-in', '')}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={viewTitles}
      titleKey="views"
      description={viewDescriptions}
      frameRef={markView}
      sx={viewStyles}
    >
      {params.get('reset') === 'true' && (
        <Alert severity="success" role="status" {...inViews('sign-in')}>
          Your password has been reset. Sign in with your new password.
        </Alert>
      )}
      {offline && <OfflineNotice>{OFFLINE_MESSAGE}</OfflineNotice>}
      <CredentialsForm
        view={view}
        offline={offline}
        onSignedIn={onSignedIn}
        onResetSent={backToSignIn}
      />
      <ViewLinks />
    </AuthCard>
  );
});

/**
 * The standalone page of a remote: what the shell provides in the platform (theme, global style, toasts,
 * a signed-in session), for one remote running alone. Presentation only: the session comes from
 * `shared-api/standalone-session` (shared-ui depends on nothing of ours, so the shape is declared here).
 * Imported only by the remotes' `./lifecycles`; kept out of the federation share scope (build/shared.ts).
 */
import { type FormEvent, type ReactNode, useId, useState, useSyncExternalStore } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled, { ThemeProvider } from 'styled-components';
import { Alert } from './alert';
import { Button } from './button';
import { Field } from './field';
import { GlobalStyle } from './global-style';
import { errorText, signInErrorText } from './i18n';
import { Input } from './input';
import { LoadingScreen } from './loading-screen';
import { PasswordInput } from './password-input';
import type {} from './styled';
import { type ThemeName, themes } from './theme';
import { notify, ToastHost } from './toast';

export type StandaloneGate =
  | { status: 'open' }
  | { status: 'signed-out'; error: string | null }
  | { status: 'loading' }
  | { status: 'forbidden'; username: string };

export interface StandaloneShellState {
  mode: ThemeName;
  gate: StandaloneGate;
  signedInAs: string | null;
}

/** What the page needs from the session (implemented by `createStandaloneSession` in shared-api). */
export interface StandaloneSessionPort {
  getState(): StandaloneShellState;
  subscribe(listener: () => void): () => void;
  toggleTheme(): void;
  signIn(username: string, password: string): Promise<void>;
  /** Resolves `ok: false` with the call's error when the server refused (local data is cleared anyway). */
  signOut(): Promise<{ ok: boolean; error?: unknown }>;
}

/** Served as a file (`…/standalone.html` on a static host) the page needs hash URLs so reloads keep working. */
export const servedAsFile = (): boolean =>
  typeof window !== 'undefined' && window.location.pathname.endsWith('.html');

const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 24rem;
  margin: ${({ theme }) => theme.spacing.xxl} auto;
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Notice = styled.div`
  max-width: 32rem;
  margin: ${({ theme }) => theme.spacing.xxl} auto;
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

/** The developer's sign-in (in the platform, signing in is remote-marketing's /login page). */
function StandaloneSignIn({
  onSignIn,
  reason,
}: {
  onSignIn: StandaloneSessionPort['signIn'];
  reason: string | null;
}) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(reason);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('standalone.missingCredentials'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSignIn(username.trim(), password);
    } catch (failure) {
      setError(signInErrorText(failure, t('standalone.signInFailed')));
      setPending(false);
    }
  };

  return (
    <Form aria-labelledby={titleId} noValidate onSubmit={(event) => void submit(event)}>
      <h1 id={titleId}>{t('standalone.signInTitle')}</h1>
      <Field label={t('standalone.username')}>
        <Input
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
        />
      </Field>
      <Field label={t('standalone.password')}>
        <PasswordInput value={password} onChange={(event) => setPassword(event.target.value)} />
      </Field>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={pending}>
        {t('standalone.signIn')}
      </Button>
    </Form>
  );
}

function Gate({
  session,
  gate,
  children,
}: {
  session: StandaloneSessionPort;
  gate: StandaloneGate;
  children: ReactNode;
}) {
  const { t } = useTranslation('ui');
  switch (gate.status) {
    case 'open':
      return <>{children}</>;
    case 'signed-out':
      return <StandaloneSignIn onSignIn={session.signIn} reason={gate.error} />;
    case 'loading':
      return <LoadingScreen fullScreen={false} label={t('standalone.loadingAccount')} />;
    case 'forbidden':
      return (
        <Notice>
          <Alert tone="warning" title={t('standalone.adminsOnly')}>
            {t('standalone.notAnAdmin', { username: gate.username })}
          </Alert>
        </Notice>
      );
  }
}

export interface StandaloneShellProps {
  /** The remote's name, shown in the developer strip ("remote-admin"). */
  name: string;
  session: StandaloneSessionPort;
  /** The remote's routes (inside the router and the jotai Provider the remote sets up). */
  children: ReactNode;
}

/**
 * Theme + global style + toasts + the session gate, with a thin strip saying the remote runs alone and
 * offering the theme toggle and sign-out.
 */
export function StandaloneShell({ name, session, children }: StandaloneShellProps) {
  const { t } = useTranslation('ui');
  const { mode, gate, signedInAs } = useSyncExternalStore(session.subscribe, session.getState);

  const signOut = async () => {
    const result = await session.signOut();
    if (result.ok) notify.success(t('standalone.signedOut'));
    else notify.error(errorText(result.error, t('standalone.signOutFailed')));
  };

  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      <Strip role="note" aria-label={t('standalone.strip')}>
        <span>
          <Trans
            t={t}
            i18nKey={signedInAs ? 'standalone.runningSignedIn' : 'standalone.running'}
            values={{ name, username: signedInAs }}
            components={{ name: <strong /> }}
          />
        </span>
        <Actions>
          <Button size="sm" variant="secondary" onClick={session.toggleTheme}>
            {t(mode === 'dark' ? 'standalone.lightTheme' : 'standalone.darkTheme')}
          </Button>
          {signedInAs && (
            <Button size="sm" variant="secondary" onClick={() => void signOut()}>
              {t('standalone.signOut')}
            </Button>
          )}
        </Actions>
      </Strip>
      <main id="main">
        <Gate session={session} gate={gate}>
          {children}
        </Gate>
      </main>
      <ToastHost theme={mode} />
    </ThemeProvider>
  );
}

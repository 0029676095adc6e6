import { Box, CircularProgress } from '@mui/material';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { clearAllCookies, getToken } from '../api/cookies';
import { useTranslate } from '../i18n/useTranslate';
import type { Profile } from './accountApi';
import { useAccount } from './useAccount';

type Verdict =
  | { kind: 'checking' }
  | { kind: 'allowed'; profile?: Profile }
  | { kind: 'redirect'; to: string };

const ProfileContext = createContext<Profile | undefined>(undefined);

/** The profile RequireRole fetched (undefined on a route without roles and without a token). */
export const useGuardProfile = () => useContext(ProfileContext);

/**
 * Spec section 4's token guard (used by /home). With roles: no token → /login; the role from
 * GET /auth/me must be listed, else → /. Without roles: a token's profile must load. Any profile
 * failure clears the cookies and goes to /login.
 */
export const RequireRole = ({ roles, children }: { roles?: readonly string[]; children: ReactNode }) => {
  const account = useAccount();
  const translate = useTranslate();
  const [verdict, setVerdict] = useState<Verdict>({ kind: 'checking' });

  useEffect(() => {
    const token = getToken();
    if (!token) {
      setVerdict(roles?.length ? { kind: 'redirect', to: '/login' } : { kind: 'allowed' });
      return;
    }
    const controller = new AbortController();
    account
      .fetchProfile(controller.signal)
      .then((profile) => {
        const allowed = !roles?.length || (profile.role !== undefined && roles.includes(profile.role));
        setVerdict(allowed ? { kind: 'allowed', profile } : { kind: 'redirect', to: '/' });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        clearAllCookies();
        setVerdict({ kind: 'redirect', to: '/login' });
      });
    return () => controller.abort();
  }, [account, roles]);

  if (verdict.kind === 'redirect') return <Navigate to={verdict.to} replace />;
  if (verdict.kind === 'checking') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 10 }}>
        <CircularProgress aria-label={translate('app.auth.loading')} />
      </Box>
    );
  }
  return <ProfileContext.Provider value={verdict.profile}>{children}</ProfileContext.Provider>;
};

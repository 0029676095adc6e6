import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Logout } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { http } from '../api/http';
import { clearAllDrafts } from '../lib/draftStore';
import { LOGIN_PATH } from './authProvider';
import { getStoredUsername, runSessionEndHooks } from './session';
import { endSessionHere, forgetExpiredSession, onSessionExpired } from './sessionExpiry';
import { onOtherTabs } from './sessionSync';

/** A 401 here (the API layer has ended the session): to the login form at once. */
export const SessionExpiryRedirect = () => {
  const navigate = useNavigate();
  useEffect(() => onSessionExpired(() => navigate(LOGIN_PATH, { replace: true })), [navigate]);
  return null;
};

/**
 * Inside the layout, the session's end wherever it happens:
 * - a 401 here (the API layer ends the session): to the login form at once; the screen that met
 *   it has already shown its failure and kept its input as a draft;
 * - a logout or a 401 in another tab: this tab's calls are cancelled, it goes to the login form
 *   and no record stays in memory;
 * - a navigation with no stored username (spec section 2): to the login form.
 */
export const SessionWatch = () => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const place = useRef('');
  place.current = `${pathname}${search}`;
  const queryClient = useQueryClient();
  const forget = useRef(() => {});
  forget.current = () => {
    void queryClient.cancelQueries();
    http.abortAll?.();
    // Once the screens have gone: a cleared query under a mounted list would be asked again.
    setTimeout(() => {
      queryClient.clear();
      runSessionEndHooks();
    }, 0);
  };

  useEffect(
    () =>
      onOtherTabs((event) => {
        if (event.type !== 'ended') return;
        forget.current();
        endSessionHere(event.reason, event.username, place.current, clearAllDrafts);
        navigate(LOGIN_PATH, { replace: true });
      }),
    [navigate],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs on each navigation
  useLayoutEffect(() => {
    if (getStoredUsername()) return;
    forget.current();
    navigate(LOGIN_PATH, { replace: true });
  }, [pathname, navigate]);

  return <SessionExpiryRedirect />;
};

/** A deliberate logout: react-admin's Logout, which also forgets every draft and the last screen. */
export const ConsoleLogout = () => (
  <Logout
    onClickCapture={() => {
      clearAllDrafts();
      forgetExpiredSession();
    }}
  />
);

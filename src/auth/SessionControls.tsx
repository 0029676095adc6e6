import { useEffect, useLayoutEffect, useRef } from 'react';
import { Logout } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearAllDrafts } from '../lib/draftStore';
import { LOGIN_PATH } from './authProvider';
import { endSession } from './endSession';
import { getStoredUsername } from './session';
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

  useEffect(
    () =>
      onOtherTabs((event) => {
        if (event.type !== 'ended') return;
        endSession();
        endSessionHere(event.reason, event.username, place.current, clearAllDrafts);
        navigate(LOGIN_PATH, { replace: true });
      }),
    [navigate],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs on each navigation
  useLayoutEffect(() => {
    if (getStoredUsername()) return;
    endSession();
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

import { useEffect } from 'react';
import { Logout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { clearAllDrafts } from '../lib/draftStore';
import { LOGIN_PATH } from './authProvider';
import { forgetExpiredSession, onSessionExpired } from './sessionExpiry';

/**
 * Inside the layout: when the API layer ends the session (a 401), go to the login form at once.
 * The screen that met the 401 has already shown its failure and kept its input as a draft.
 */
export const SessionExpiryRedirect = () => {
  const navigate = useNavigate();
  useEffect(() => onSessionExpired(() => navigate(LOGIN_PATH, { replace: true })), [navigate]);
  return null;
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

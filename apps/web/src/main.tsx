// Must stay the first import: see the module.
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { watchPendingLogout } from './lib/pending-logout';
import { tabSessionId } from './lib/session';

// SPEC §4: settle the last unload's pending logout before anything reads the session.
watchPendingLogout();
tabSessionId();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Must stay the first import: see the module.
import './lib/zod-without-eval';
import { startApp } from './app/start-app';

// Evaluated with React and its providers in one task, the pages' code kept a phone from answering a
// tap for longer (decision 021): it is evaluated in a task of its own.
void new Promise((resolve) => setTimeout(resolve))
  .then(() => import('./app/routes'))
  .then(({ routes }) => startApp(routes));

// Must stay the first import: see the module.
import './lib/zod-without-eval';
import { routes } from './app/routes';
import { startApp } from './app/start-app';

startApp(routes);

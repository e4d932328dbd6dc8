// Must stay the first import: see the module.
import './lib/zod-without-eval';
import { careersRoute, rootRoute } from './app/careers-routes';
import { FullPageLoad } from './app/full-page-load';
import { startApp } from './app/start-app';

// The careers pages' own build (decision 025): they alone are drawn here; any other page is loaded
// from the server, which answers it with the whole app.
startApp(rootRoute([careersRoute, { path: '*', element: <FullPageLoad /> }]));

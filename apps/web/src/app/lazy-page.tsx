import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';

/**
 * Only the home page ships in the first load; every other screen arrives when it is opened. A
 * server-rendered page (a job's) keeps its HTML on screen until its code has arrived to hydrate it.
 */
export const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return {
    element: (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    ),
  };
};

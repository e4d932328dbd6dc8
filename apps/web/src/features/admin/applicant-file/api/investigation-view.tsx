import { INVESTIGATION_VIEW_HEADER } from '@roadhire/shared';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

// One look at an applicant's file is one read of the investigation file in the audit log (391.53),
// however many requests its sections make: each carries the id of this visit, made anew for each
// file opened.

const ViewContext = createContext<string | undefined>(undefined);

const newViewId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export function InvestigationView({ fileId, children }: { fileId: string; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit for each file opened
  const view = useMemo(newViewId, [fileId]);
  return <ViewContext.Provider value={view}>{children}</ViewContext.Provider>;
}

/** The header naming this visit, for the requests that read the investigation file. */
export function useInvestigationViewHeaders(): Record<string, string> {
  const view = useContext(ViewContext);
  return view ? { [INVESTIGATION_VIEW_HEADER]: view } : {};
}

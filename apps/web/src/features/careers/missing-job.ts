import { createContext } from 'react';

/** Why a job's page shows no job: closed or expired, or no position ever had its address. */
export type MissingJob = 'closed' | 'unknown';

/** What the server found for the job's page it drew (the browser's list holds open jobs alone). */
export const MissingJobContext = createContext<MissingJob | undefined>(undefined);

import type { RequestIdVariables } from 'hono/request-id';
import type { Auth } from '../features/auth/auth';

export type SignedInUser = Auth['$Infer']['Session']['user'];

/** The variables every request carries through the Hono context. */
export type AppEnv = {
  Variables: RequestIdVariables & {
    user: SignedInUser;
    /** Set for every request by the clientAddress middleware (http/client-ip.ts). */
    clientAddress: string;
  };
};

// zod as the app uses it everywhere: without the eval-based fast path. Our Content-Security-Policy
// forbids eval, and zod probes for it with `new Function` on first parse, which the browser
// reports as a CSP violation. Import `z` from here (or from @cvlisto/shared), never from 'zod'.
import { config, z } from 'zod';

config({ jitless: true });

export { z };

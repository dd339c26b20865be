import type { Database } from '../../db/client';
import type { Environment } from '../../env';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import type { FileStorage } from '../../storage/file-storage';
import type { Auth } from '../auth/auth';
import type { BlogChanges } from '../blog/blog-changes';

/** What the back office's sub-apps may use (issue 16); each takes only what it needs. */
export type AdminDependencies = {
  readonly db: Database;
  readonly auth: Auth;
  readonly environment: Environment;
  readonly logger: Logger;
  /** Replies to claims and support requests (the outbox without SMTP). */
  readonly mailer: Mailer;
  /** Blog cover images. */
  readonly storage: FileStorage;
  /** Tells the public pages' caches that an article changed. */
  readonly blogChanges: BlogChanges;
};

// Types shared by every sandbox route: the Hono environment with the store and the signed-in account.
import type { Store } from './store/db.ts';
import type { SeedAccount } from './store/core.ts';

/** The signed-in account: the seeded account, and whether the request used a Test key. */
export interface Account extends SeedAccount {
  /** True when the request used a Test key (`test_...`): the spec says its responses are random information. */
  test_key: boolean;
}

export interface SandboxEnv {
  Variables: {
    store: Store;
    /** Set on every /api and /rest route by the auth middleware. */
    account: Account;
  };
}

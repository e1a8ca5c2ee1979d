// Where an end-to-end run's servers listen and keep their data: read by playwright.config.ts, which starts them, and
// by the global teardown, which removes their data folders when the run ends.

export const PORT = Number(process.env.E2E_PORT ?? 4873);
/**
 * Parallel workers, each with its own sandbox server (port PORT + its parallel index, e2e/fixtures.ts): the
 * specs reset the sandbox, move its clock and inject faults, so two workers never share one. One by
 * default: on two cores the browser and the server already use them both (two workers measured slower
 * there); a machine with more cores sets E2E_WORKERS.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
/** The console in proxy mode, and its stand-in upstream on the next port (shared by the workers: the proxy specs change nothing that another reads). */
export const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? PORT + 10);
export const UPSTREAM_PORT = PROXY_PORT + 1;

/** The ports of the workers' sandbox servers. */
export const SANDBOX_PORTS = Array.from({ length: WORKERS }, (_, index) => PORT + index);

/** A server's working copy of the sandbox (a copy of the seed in .data/seed, which runs share and keep). */
export const dataDir = (port: number) => `.data/e2e-${port}`;

// The end-to-end suite runs in lanes: one Playwright worker per lane, and each lane has its own
// server, embedded database and dealer site (playwright.config.ts). A spec file runs whole in one
// lane, so the specs of a lane meet the same shared state as in a one-worker run (the demo data's
// counts, the outbox), and no spec sees another lane's writes.
//
// Playwright evaluates the config and the spec files in every worker process, with the worker's
// slot in TEST_PARALLEL_INDEX (0 … workers − 1, kept by a worker that replaces a failed one).

/** How many lanes (workers) run: `E2E_LANES`, default 2 (one per core of the 2-core CI machine). */
export const lanes = Math.max(1, Number(process.env.E2E_LANES ?? 2));

const firstPort = Number(process.env.E2E_PORT ?? 4317);

/** The API server's port of a lane: E2E_PORT, E2E_PORT + 2, … */
export const apiPortOf = (lane: number) => firstPort + 2 * lane;
/** The dealer site's port of a lane (another origin than the API): the API's port + 1. */
export const dealerPortOf = (lane: number) => apiPortOf(lane) + 1;

/** This worker's lane; 0 in the runner process itself. */
export const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const apiPort = apiPortOf(lane);
export const dealerPort = dealerPortOf(lane);

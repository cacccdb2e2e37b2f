// The clairvoyant player: the exact solver run on the real deal, stock order included. It is not
// a strategy (it sees what no player can) and is kept out of the Strategy type; its results are
// the full-information upper bound and are labelled "with the stock known" wherever shown. Each
// game's folder makes its own (src/strategy/<game>/clairvoyant.ts) with this budget.

/**
 * Search budget per deal, in positions (not time, so that a result never depends on the machine
 * or on how many threads share it). A deal that runs out is reported as `unknown`.
 */
export const CLAIRVOYANT_MAX_STATES = 4_000_000;

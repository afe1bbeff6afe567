/** The first key of every census query: a registration refreshes them all. */
export const CENSUS_KEY = 'censuses';

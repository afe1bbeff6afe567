/** The fixed clock of the API tests; the test template's support cases are dated back from it. */
export const TEST_NOW = new Date('2026-03-10T10:00:00-03:00');

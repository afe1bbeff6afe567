/**
 * Connectivity constants of spec §9: the terminals' company code, and their channel (also the
 * transaction type), which coverage answers as the origin of a terminal transaction.
 */
export const CONNECTIVITY_COMPANY_CODE = 9;
export const TERMINAL_CHANNEL = 90;

/** A date field's YYYY-MM-DD as the audit call's YYYYMMDD; empty stays unset. */
export const toServerDay = (value: string) => (value ? value.replaceAll('-', '') : undefined);

/** The urgent-care screen: not in spec §2's route table, so the directory places it here. */
export const URGENT_CARE_PAGE = { path: 'guardias', title: 'Guardias cercanas' } as const;

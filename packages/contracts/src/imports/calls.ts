/** The imports area's calls: the HTTP door (jobs, integration keys) adds its definitions here. */
export const importsCalls = [] as const;

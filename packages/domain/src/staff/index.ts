export * from './roles.ts';
export * from './second-factor.ts';
export * from './staff-policy.ts';

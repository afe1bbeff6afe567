export * from './constants.ts';
export * from './document.ts';
export * from './grantable.ts';
export * from './rules.ts';
export * from './link-seal.ts';
export * from './activity.ts';

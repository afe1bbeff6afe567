/** Transitional: cli/operator.ts imports this path; it moves to './public.ts'. */
export { operatorAction, recentCases } from './public.ts';

/** Transitional: app.ts imports this path; it moves to './public.ts'. */
export { SSE_HEARTBEAT_MS } from './public.ts';

import { createContext, use } from 'react';

export type Clock = () => Date;

const systemClock: Clock = () => new Date();

/** The current time, injectable so tests can set the date (campaign window, expiry). */
export const ClockContext = createContext<Clock>(systemClock);

export function useClock(): Clock {
  return use(ClockContext);
}

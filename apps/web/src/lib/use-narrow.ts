import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@portal/domain';

/**
 * True on a phone-sized screen (below the spec's mobile breakpoint), where lists become cards so
 * their key columns never hide off-screen.
 */
export function useNarrow(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`) ?? false;
}

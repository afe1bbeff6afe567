import { createContext, use } from 'react';
import type { Lazy } from './feature';

/**
 * The parts other features add to the public home for visitors (Feature.homeSection, e.g. the
 * directory search), given by the app from its feature list: the home's feature cannot import
 * another feature, and each part stays a lazy chunk outside the home's initial JavaScript.
 */
export const HomeSectionsContext = createContext<readonly Lazy[]>([]);

export const useHomeSections = () => use(HomeSectionsContext);

import { createContext, use } from 'react';
import type { Lazy } from './feature';

/**
 * The parts other features add to the public home for visitors (Feature.homeSection, e.g. the
 * directory search), given by the app from its feature list: the home's feature cannot import
 * another feature, and each part stays a lazy chunk outside the home's initial JavaScript.
 */
export const HomeSectionsContext = createContext<readonly Lazy[]>([]);

export const useHomeSections = () => use(HomeSectionsContext);

/**
 * The logged-in home (Feature.providerHome), given by the app the same way: the public home's
 * route shows it to a session, and its code loads only then.
 */
export const ProviderHomeContext = createContext<Lazy | null>(null);

export const useProviderHome = () => use(ProviderHomeContext);

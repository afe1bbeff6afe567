import { affiliatesFeature } from '@/features/affiliates';
import { authFeature } from '@/features/auth';
import { censusesFeature } from '@/features/censuses';
import { authorizationsFeature } from '@/features/authorizations';
import { connectivityFeature } from '@/features/connectivity';
import { contentFeature } from '@/features/content';
import { directoryFeature } from '@/features/directory';
import { guidesFeature } from '@/features/guides';
import { homeFeature } from '@/features/home';
import { medicalAttentionFeature } from '@/features/medical-attention';
import { paymentsFeature } from '@/features/payments';
import { prescriptionsFeature } from '@/features/prescriptions';
import { profileFeature } from '@/features/profile';
import { ratingsFeature } from '@/features/ratings';
import { sessionFeature } from '@/features/session';
import { settlementsFeature } from '@/features/settlements';
import { supportCasesFeature } from '@/features/support-cases';
import { userManagementFeature } from '@/features/user-management';
import type { Feature } from '@/lib/feature';

/** The web's features: the router and the menu are built from this list (one line a feature). */
export const FEATURES: readonly Feature[] = [
  affiliatesFeature,
  authFeature,
  censusesFeature,
  authorizationsFeature,
  connectivityFeature,
  contentFeature,
  directoryFeature,
  guidesFeature,
  homeFeature,
  medicalAttentionFeature,
  paymentsFeature,
  prescriptionsFeature,
  profileFeature,
  ratingsFeature,
  sessionFeature,
  settlementsFeature,
  supportCasesFeature,
  userManagementFeature,
];

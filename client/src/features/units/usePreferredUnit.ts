/** The logged-in knitter's preferred unit (Metric when logged out or not loaded yet); follows a change in Settings. */
import { skipToken } from '@apollo/client/react';
import type { Unit } from '@purlwise/core';
import { useAuth } from '../auth/useAuth';
import { usePreferredUnitQuery } from '../../gql/hooks';

/** The unit values are shown in. */
export function usePreferredUnit(): Unit {
  const { loggedIn } = useAuth();
  // The Settings mutation answers `user { id preferredUnit }`, which updates this cached `me` in place.
  const { data } = usePreferredUnitQuery(loggedIn ? {} : skipToken);
  return data?.me?.preferredUnit === 'IMPERIAL' ? 'IMPERIAL' : 'METRIC';
}

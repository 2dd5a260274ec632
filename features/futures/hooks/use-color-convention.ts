'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getPrivateConfigsQueryOptions, type PrivateConfigs } from '../api/get-private-configs';

export type ColorConvention = PrivateConfigs['preferences']['colorConvention'];

const selectColorConvention = (configs: PrivateConfigs): ColorConvention =>
  configs.preferences.colorConvention;

/**
 * The user's colour convention from configs/private: `redUp` (rising prices red, as on Korean,
 * Japanese and Chinese boards) or `greenUp`. A visitor gets green-up.
 */
export function useColorConvention(isLoggedIn: boolean): ColorConvention {
  const { data } = useQuery({
    ...getPrivateConfigsQueryOptions(),
    enabled: isLoggedIn,
    select: selectColorConvention,
  });
  return isLoggedIn && data ? data : 'greenUp';
}

/**
 * Puts the convention on `<html data-colors>`, where the up/down colour tokens of
 * app/globals.css swap, so every price, PnL and buy/sell button follows it.
 */
export function useApplyColorConvention(isLoggedIn: boolean): void {
  const convention = useColorConvention(isLoggedIn);
  useEffect(() => {
    const root = document.documentElement;
    if (convention === 'redUp') root.dataset.colors = 'red-up';
    else delete root.dataset.colors;
  }, [convention]);
}

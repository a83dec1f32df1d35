import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH, PHONE_MAX_WIDTH, TABLET_MAX_WIDTH } from '../../engine/index.ts';

export interface Device {
  isPhone: boolean;
  isTablet: boolean;
  isMobile: boolean;
}

export function deviceForWidth(width: number): Device {
  return {
    isPhone: width <= PHONE_MAX_WIDTH,
    isTablet: width > PHONE_MAX_WIDTH && width <= TABLET_MAX_WIDTH,
    isMobile: width <= MOBILE_MAX_WIDTH,
  };
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The device class of the window (spec §9 widths), updated on resize. */
export function useDevice(): Device {
  const width = useSyncExternalStore(subscribe, () => window.innerWidth);
  return deviceForWidth(width);
}

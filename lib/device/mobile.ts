/** User agents of phones (tablets stay on the desktop site, as the big exchanges do). */
const MOBILE_UA =
  /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Mobile Safari|webOS|HarmonyOS.+Mobile/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_UA.test(userAgent);
}
